import { z } from "zod";
import {
  RECURRENCE_LIMITS,
  RECURRENCE_PROBLEMS,
  readRecurrence,
  writeRecurrence,
} from "./recurrence";

/** An RRULE in our part of RFC 5545, answered in one canonical order. */
export const RecurrenceText = z
  .string({ error: RECURRENCE_PROBLEMS.recurrence_syntax })
  .superRefine((text, ctx) => {
    const read = readRecurrence(text);
    if (!read.ok) {
      ctx.addIssue({
        code: "custom",
        message: RECURRENCE_PROBLEMS[read.problem],
        params: { problem: read.problem },
      });
    }
  })
  .transform((text) => {
    const read = readRecurrence(text);
    return read.ok ? writeRecurrence(read.rule) : text;
  })
  .meta({
    maxLength: RECURRENCE_LIMITS.textMax,
    description:
      "An RFC 5545 RRULE: FREQ=WEEKLY (INTERVAL 1-4, BYDAY) or FREQ=MONTHLY (BYDAY as one ordinal weekday such as 2TU or -1FR, or BYMONTHDAY), ending by COUNT (at most 52) or UNTIL, or open-ended. The occurrences are its dates from `event_date` on, at `event_date`'s wall-clock time in `time_zone`",
    example: "FREQ=WEEKLY;BYDAY=TU",
  });
