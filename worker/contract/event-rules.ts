import { charactersIn, hasHiddenControls } from "./field-checks";

/**
 * The rules of an event's own fields: the API's schemas (events.ts) wrap them in zod with
 * English words, the organiser's dialog checks the same before sending and words each problem
 * in Korean by its code (web/features/organiser/components/event-form/event-problem-text.ts).
 * Zod-free: the dialog loads no second copy of a limit.
 */

/** The longest each text may be, trimmed. */
export const EVENT_TEXT_MAX = {
  title: 255,
  description: 5000,
  location: 255,
  reminder_message: 1000,
  contact: 200,
} as const;
export type EventTextField = keyof typeof EVENT_TEXT_MAX;

/** The most seats an event may have (`max_participants`; null is no maximum). */
export const PARTICIPANTS_MAX = 100_000;

/** What can be wrong with an event's field: the `type` of a 422 issue at `["body", field]`. */
export type EventProblem =
  | "title_required"
  | `${EventTextField}_too_long`
  | `${EventTextField}_invalid_characters`
  | "max_participants_not_whole"
  | "max_participants_too_few"
  | "max_participants_too_many"
  | "deadline_after_event";

/**
 * A text as typed (trimmed here first): only the title is required; none may carry controls
 * or bidi overrides that hide or reorder what follows.
 */
export function eventTextProblem(field: EventTextField, typed: string): EventProblem | null {
  const text = typed.trim();
  if (field === "title" && text.length === 0) return "title_required";
  if (charactersIn(text) > EVENT_TEXT_MAX[field]) return `${field}_too_long`;
  return hasHiddenControls(text) ? `${field}_invalid_characters` : null;
}

/** A maximum of seats: a whole number from 1 to PARTICIPANTS_MAX. */
export function maxParticipantsProblem(max: number): EventProblem | null {
  if (!Number.isInteger(max)) return "max_participants_not_whole";
  if (max < 1) return "max_participants_too_few";
  return max > PARTICIPANTS_MAX ? "max_participants_too_many" : null;
}

/** Responses cannot close after the event begins; either date missing is no problem here. */
export function deadlineProblem(event: {
  event_date?: string | null;
  deadline_date?: string | null;
}): EventProblem | null {
  if (!event.event_date || !event.deadline_date) return null;
  return Date.parse(event.deadline_date) > Date.parse(event.event_date)
    ? "deadline_after_event"
    : null;
}
