import type { z } from "zod";
import { RETENTION_DAYS_MAX } from "#contract/retention";
import { m } from "#messages";
import { ApiError } from "../../../../lib/error-detail";

/**
 * '응답자 개인정보 보관': the days after the event that its responses' personal data is kept
 * (the event's `retention_days`, worker/contract/retention.ts). The bound is the installation's
 * RETENTION_DAYS, read from GET /utils/config; until it has arrived (or where an older Worker
 * does not give it) the form checks only the contract's own bound and leaves the rest to the
 * API's 422, which the field then shows (`retentionRefusal`).
 */

/** The days typed, or undefined when they are no whole number from 1 to `max`. */
export function typedRetentionDays(text: string, max = RETENTION_DAYS_MAX): number | undefined {
  const typed = text.trim();
  const days = Number(typed);
  return /^\d+$/.test(typed) && days >= 1 && days <= max ? days : undefined;
}

/**
 * What the API is sent: the days typed; null for an empty field, which the API reads as the
 * installation's days (a new event's default, an edited event's way back to it).
 */
export function retentionDaysToSend(text: string): number | null | undefined {
  return text.trim() === "" ? null : typedRetentionDays(text);
}

const rangeProblem = (max: number | undefined) =>
  m.organiser_problem_retention_days({ max: max ?? RETENTION_DAYS_MAX });

/**
 * The form's schema with the installation's bound on the days: the bound is known only once
 * the settings have arrived, so it is added to the static schema rather than written into it.
 */
export function withRetentionBound<S extends z.ZodType<{ retention_days: string }>>(
  schema: S,
  max: number | undefined,
) {
  return schema.superRefine((form, ctx) => {
    const text = form.retention_days;
    if (text.trim() !== "" && typedRetentionDays(text, max) === undefined) {
      ctx.addIssue({ code: "custom", path: ["retention_days"], message: rangeProblem(max) });
    }
  });
}

/**
 * The words for the API's refusal of the days (a 422 at body.retention_days), or null when it
 * refused something else. Beyond the installation's bound it is said without a number: the
 * bound the form checked was then out of date, so it is no number to repeat.
 */
export function retentionRefusal(error: unknown, max: number | undefined): string | null {
  if (!(error instanceof ApiError)) return null;
  const issue = error.issues.find(
    (one) => Array.isArray(one?.loc) && one.loc[0] === "body" && one.loc[1] === "retention_days",
  );
  if (!issue) return null;
  return issue.type === "retention_too_long"
    ? m.organiser_problem_retention_too_long()
    : rangeProblem(max);
}
