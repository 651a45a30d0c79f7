import type { ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";

/**
 * What a middleware tells the OpenAPI document about the route it guards. `validate()`,
 * `requireUser`/`requireSuperuser` and `responds()` carry this on the function itself, so the
 * document is read off the app's route table (worker/docs/openapi.ts) and cannot drift from
 * what the routes really check.
 */
export type RouteDoc =
  | { kind: "input"; target: keyof ValidationTargets; schema: z.ZodType }
  | { kind: "auth"; scope: "user" | "superuser" }
  | { kind: "response"; status: number; schema: z.ZodType; description: string }
  | { kind: "hidden" };

export const ROUTE_DOC = Symbol("routeDoc");

/** Attaches `doc` to a middleware or handler and returns it unchanged (type included). */
export function withRouteDoc<T extends object>(fn: T, doc: RouteDoc): T {
  Object.defineProperty(fn, ROUTE_DOC, { value: doc });
  return fn;
}

export function routeDocOf(fn: unknown): RouteDoc | undefined {
  if (typeof fn !== "function") return undefined;
  return (fn as { [ROUTE_DOC]?: RouteDoc })[ROUTE_DOC];
}

/**
 * Declares a route's success answer for the docs (a no-op at request time). Only for replies
 * that a contract schema already describes.
 */
export const responds = (status: number, schema: z.ZodType, description = "Successful response") =>
  withRouteDoc(
    createMiddleware(async (_c, next) => {
      await next();
    }),
    { kind: "response", status, schema, description },
  );

/** Keeps a route (the docs' own) out of the OpenAPI document. */
export const hiddenFromDocs = <T extends object>(fn: T): T => withRouteDoc(fn, { kind: "hidden" });
