import type { RouterRoute } from "hono/types";
import { z } from "zod";
import { type RouteDoc, routeDocOf } from "../lib/route-docs";

/**
 * The OpenAPI 3.1 document, read off the app's route table: every registered route becomes an
 * operation, and the zod schemas its `validate()` middlewares check become its parameters and
 * request body (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses). Nothing here lists routes
 * by hand, so the document cannot drift from what the Worker accepts.
 */

type JsonSchema = Record<string, unknown>;

const HttpError = z.object({ detail: z.string() }).meta({
  description: "A refusal, in FastAPI's shape: `detail` says why.",
});
const HttpValidationError = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number().int()])),
        msg: z.string(),
        type: z.string(),
      }),
    ),
  })
  .meta({ description: "Invalid input: one entry per problem, `loc` says where." });

const TAG_OF_SEGMENT: Record<string, string> = {
  "password-recovery": "login",
  "password-recovery-html-content": "login",
  "reset-password": "login",
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  login: "Access tokens and password recovery",
  users: "Accounts",
  events: "Events, invitees' responses and live updates",
  utils: "Health and settings",
};

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorContent = (name: string) => ({ "application/json": { schema: ref(name) } });

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Hono's `/users/:user_id` (optionally `:id{regex}`) as OpenAPI's `/users/{user_id}`. */
const toOpenApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_, name: string) => `{${name}}`);

/** Whether a middleware registered for `pattern` (Hono's `/x/*` or an exact path) runs on `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === "*" || pattern === "/*") return true;
  if (pattern.endsWith("/*")) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return normalise(pattern) === path;
}

const LOCATIONS = { param: "path", query: "query", header: "header", cookie: "cookie" } as const;
const BODY_TYPES = { json: "application/json", form: "application/x-www-form-urlencoded" } as const;

interface Collected {
  method: string;
  path: string;
  docs: RouteDoc[];
  auth?: "user" | "superuser";
}

/** Groups the route table into operations: each one's own middleware chain and its guards. */
export function collectOperations(routes: readonly RouterRoute[]): Collected[] {
  const operations = new Map<string, Collected & { last: number }>();
  routes.forEach((route, index) => {
    if (route.method === "ALL") return;
    const path = normalise(route.path);
    const key = `${route.method} ${path}`;
    const operation = operations.get(key) ?? { method: route.method, path, docs: [], last: index };
    const doc = routeDocOf(route.handler);
    if (doc) operation.docs.push(doc);
    operation.last = index;
    operations.set(key, operation);
  });
  const result: Collected[] = [];
  for (const { last, ...operation } of operations.values()) {
    if (operation.docs.some((doc) => doc.kind === "hidden")) continue;
    // Guards: the operation's own, and any `.use()` registered before its handler that covers it
    // (a route registered earlier under the same prefix answers before that guard runs).
    const guards = routes
      .slice(0, last)
      .filter(
        (route) =>
          (route.method === "ALL" && covers(route.path, operation.path)) ||
          (route.method === operation.method && normalise(route.path) === operation.path),
      )
      .map((route) => routeDocOf(route.handler))
      .filter((doc) => doc?.kind === "auth");
    const scopes = new Set(guards.map((doc) => doc.scope));
    const auth = scopes.has("superuser") ? "superuser" : scopes.has("user") ? "user" : undefined;
    result.push({ ...operation, auth });
  }
  return result;
}

function operationFor({ method, path, docs, auth }: Collected) {
  const parameters: JsonSchema[] = [];
  let requestBody: JsonSchema | undefined;
  const responses: Record<string, JsonSchema> = {};
  let validates = false;
  for (const doc of docs) {
    if (doc.kind === "input") {
      validates = true;
      const schema = toJsonSchema(doc.schema, "input");
      if (doc.target === "json" || doc.target === "form") {
        requestBody = { required: true, content: { [BODY_TYPES[doc.target]]: { schema } } };
        continue;
      }
      const where = LOCATIONS[doc.target];
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        parameters.push({
          name,
          in: where,
          required: where === "path" || required.has(name),
          ...(typeof property.description === "string"
            ? { description: property.description }
            : {}),
          schema: property,
        });
      }
    } else if (doc.kind === "response") {
      responses[String(doc.status)] = {
        description: doc.description,
        content: { "application/json": { schema: toJsonSchema(doc.schema, "output") } },
      };
    }
  }
  if (Object.keys(responses).length === 0)
    responses["200"] = { description: "Successful response" };
  if (auth) {
    responses["401"] = {
      description: "Missing, invalid or expired token",
      content: errorContent("HTTPError"),
    };
    responses["403"] = {
      description: auth === "superuser" ? "Not a superuser, or inactive" : "Inactive user",
      content: errorContent("HTTPError"),
    };
  }
  if (validates) {
    responses["422"] = {
      description: "Invalid input",
      content: errorContent("HTTPValidationError"),
    };
  }
  responses["4XX"] = {
    description: "Refused; `detail` says why",
    content: errorContent("HTTPError"),
  };
  const segment = path.replace(/^\/api\/v\d+\//, "").split("/")[0] ?? "";
  const tag = TAG_OF_SEGMENT[segment] ?? segment;
  return {
    tags: [tag],
    summary: `${method} ${toOpenApiPath(path).replace(/^\/api\/v\d+/, "")}`,
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, "_")}`,
    ...(auth
      ? {
          security: [{ bearer: [] }],
          description: auth === "superuser" ? "Requires a superuser's token." : "Requires a token.",
        }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildOpenApi(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const collected of collectOperations(routes)) {
    const operation = operationFor(collected);
    const path = toOpenApiPath(collected.path);
    paths[path] ??= {};
    paths[path][collected.method.toLowerCase()] = operation;
    for (const tag of operation.tags) tags.add(tag);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "모임 RSVP API",
      version: "1",
      description:
        "Events, invite links and responses. Sign in with POST /api/v1/login/access-token " +
        "(form-encoded `username` and `password`) and send the `access_token` as " +
        '`Authorization: Bearer <token>`. Errors answer `{"detail": ...}`.',
    },
    tags: [...tags].map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    paths,
    components: {
      schemas: {
        HTTPError: toJsonSchema(HttpError, "output"),
        HTTPValidationError: toJsonSchema(HttpValidationError, "output"),
      },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The `access_token` from POST /api/v1/login/access-token.",
        },
      },
    },
  };
}

let cached: string | undefined;

/** The document as JSON, built once per isolate: the route table never changes after start. */
export function openApiJson(routes: () => readonly RouterRoute[]): string {
  cached ??= JSON.stringify(buildOpenApi(routes()));
  return cached;
}
