import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import type { ValidationIssue } from "./errors";

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

/** zod validation at the edge of the Worker, answering 422 in FastAPI's shape. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ detail: toValidationIssues(result.error, target) }, 422);
    }
  });
