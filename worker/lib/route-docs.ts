import type { ValidationTargets } from "hono";
import { describeRoute, resolver, uniqueSymbol } from "hono-openapi";
import type { z } from "zod";

/**
 * How routes describe themselves for the OpenAPI document, which hono-openapi reads off the
 * app's route table (worker/docs/openapi.ts): `validate()` documents what it checks,
 * `requireUser`/`requireSuperuser` the token they need, `responds()` the success reply. The
 * document therefore cannot drift from what the routes really do.
 */

/** Declares a route's success reply (a no-op at request time). */
export const responds = (status: number, schema: z.ZodType, description = "Successful response") =>
  describeRoute({
    responses: {
      [status]: {
        description,
        content: { "application/json": { schema: resolver(schema, OUTPUT) } },
      },
    },
  });

/** Declares a route whose 200 is a text of another kind than JSON (a calendar file, a mail). */
export const respondsText = (media: string, description: string) =>
  describeRoute({
    responses: { 200: { description, content: { [media]: { schema: { type: "string" } } } } },
  });

/** Declares a WebSocket route: it answers 101 and then speaks the socket's own protocol. */
export const switchesToWebSocket = (description: string) =>
  describeRoute({ responses: { 101: { description } } });

/** Replies are documented as they are sent (zod's output), requests as they are accepted. */
const OUTPUT = { options: { io: "output" } } as const;

const BODY_MEDIA: Partial<Record<keyof ValidationTargets, string>> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
};

/** Marks a validating middleware with what it checks, as hono-openapi's own validator does. */
export function documentsInput<T extends object>(
  middleware: T,
  target: keyof ValidationTargets,
  schema: z.ZodType,
): T {
  const media = BODY_MEDIA[target];
  const options = media ? { media } : undefined;
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema, options), options },
  });
}

/** Marks a middleware as the token check it is: the operations after it need a bearer token. */
export function documentsToken<T extends object>(middleware: T, scope: "user" | "superuser"): T {
  const spec = {
    security: [{ bearer: [] }],
    description: scope === "superuser" ? "Requires a superuser's token." : "Requires a token.",
    responses: {
      401: {
        description:
          "Missing, invalid or expired token; code password_changed for one issued before the password changed",
        content: errorContent,
      },
      403: {
        description: scope === "superuser" ? "Not a superuser, or inactive" : "Inactive user",
        content: errorContent,
      },
    },
  };
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

export const errorContent = {
  "application/json": { schema: { $ref: "#/components/schemas/HTTPError" } },
};

/** Keeps a route (the docs' own) out of the OpenAPI document. */
export const hiddenFromDocs = <T extends object>(fn: T): T =>
  Object.assign(fn, { [uniqueSymbol]: { spec: { hide: true } } });
