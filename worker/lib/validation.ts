import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { isEventProblem } from "#contract/events";
import { isFieldProblem } from "#contract/field-problems";
import { isQuestionProblem } from "#contract/question-schemas";
import { isAnswerProblem } from "#contract/questions";
import { isRecurrenceProblem } from "#contract/recurrence";
import { ApiError, type ValidationIssue } from "./errors";
import { documentsInput } from "./route-docs";

const LOCATION: Record<keyof ValidationTargets, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

const isRuleProblem = (problem: unknown) =>
  isFieldProblem(problem) ||
  isAnswerProblem(problem) ||
  isEventProblem(problem) ||
  isQuestionProblem(problem) ||
  isRecurrenceProblem(problem);

export function toValidationIssues(
  error: { issues: z.core.$ZodIssue[] },
  target: keyof ValidationTargets,
): ValidationIssue[] {
  return error.issues.map((issue) => {
    // The rule modules' checks name their problem (worker/contract/response-rules.ts,
    // event-rules.ts, question-rules.ts), which the web app words in Korean; other issues keep
    // zod's code.
    const problem = issue.code === "custom" ? issue.params?.problem : undefined;
    return {
      loc: [LOCATION[target], ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      msg: issue.message,
      type: isRuleProblem(problem) ? problem : issue.code,
    };
  });
}

const notJson = (msg: string) =>
  new ApiError("validation_failed", {}, [{ loc: ["body"], msg, type: "json_invalid" }]);
const NOT_JSON_TYPE = "The request body must be JSON (Content-Type: application/json)";
const MALFORMED_JSON = "The request body is not valid JSON";

/**
 * zod validation at the edge of the Worker, replying 422 in FastAPI's shape. A JSON body must
 * be declared as JSON: otherwise Hono would validate `{}` instead, and an update whose fields
 * are all optional would quietly succeed on a form or XML body. The schema rides along on the
 * returned middleware for the OpenAPI document (worker/lib/route-docs.ts).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError("validation_failed", {}, toValidationIssues(result.error, target));
    }
  });
  if (target !== "json") return documentsInput(validator, target, schema);
  const jsonOnly: typeof validator = async (c, next) => {
    const type = c.req.header("Content-Type") ?? "";
    if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type)) throw notJson(NOT_JSON_TYPE);
    // Parsed here (Hono caches it for the validator), so malformed JSON is a 422 in the list
    // shape like every other invalid input, not the validator's own 400 with a string.
    await c.req.json().catch(() => {
      throw notJson(MALFORMED_JSON);
    });
    return validator(c, next);
  };
  return documentsInput(jsonOnly, target, schema);
};
