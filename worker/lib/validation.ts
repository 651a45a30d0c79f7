import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import type { ValidationIssue } from "./errors";
import { withRouteDoc } from "./route-docs";

const LOCATION: Record<keyof ValidationTargets, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

export function toValidationIssues(
  error: { issues: z.core.$ZodIssue[] },
  target: keyof ValidationTargets,
): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [LOCATION[target], ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));
}

const NOT_JSON: ValidationIssue[] = [
  {
    loc: ["body"],
    msg: "The request body must be JSON (Content-Type: application/json)",
    type: "json_invalid",
  },
];

/**
 * zod validation at the edge of the Worker, answering 422 in FastAPI's shape. A JSON body must
 * be declared as JSON: otherwise Hono would validate `{}` instead, and an update whose fields
 * are all optional would quietly succeed on a form or XML body. The schema rides along on the
 * returned middleware for the OpenAPI document.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ detail: toValidationIssues(result.error, target) }, 422);
    }
  });
  const doc = { kind: "input", target, schema } as const;
  if (target !== "json") return withRouteDoc(validator, doc);
  const jsonOnly: typeof validator = async (c, next) => {
    const type = c.req.header("Content-Type") ?? "";
    if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type))
      return c.json({ detail: NOT_JSON }, 422);
    return validator(c, next);
  };
  return withRouteDoc(jsonOnly, doc);
};
