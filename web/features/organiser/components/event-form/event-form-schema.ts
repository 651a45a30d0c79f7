import { z } from "zod";
import {
  deadlineProblem,
  type EventProblem,
  type EventTextField,
  eventTextProblem,
  maxParticipantsProblem,
} from "#contract/event-rules";
import type { EventCreate, EventPublic } from "#contract/events";
import type { GUEST_LISTS as CONTRACT_GUEST_LISTS } from "#contract/guest-list";
import {
  type OFFER_HOURS as CONTRACT_OFFER_HOURS,
  type PROMOTION_POLICIES as CONTRACT_POLICIES,
  type REMINDER_HOURS as CONTRACT_REMINDER_HOURS,
  RESPONSE_LIMITS,
} from "#contract/response-rules";
import { canonicalZone, zoneName } from "#contract/time-zones";
import { LANGUAGES } from "#i18n/language";
import { m } from "#messages";
import { readerLanguage } from "../../../../i18n/reader-language";
import { fromZonedInput, toZonedInput, type ZonedInput } from "../../../../lib/date-inputs";
import { browserZone } from "../../../../lib/dates";
import {
  noRepeat,
  RepeatFormSchema,
  recurrenceOf,
  repeatProblems,
} from "../../series/form/repeat-values";
import { EVENT_PROBLEM_TEXT } from "./event-problem-text";
import { QuestionsFormSchema, toQuestionInputs, toQuestionValues } from "./question-schema";
import { retentionDaysToSend } from "./retention-days";

/**
 * The contract's promotion policies, offer hours and reminder hours (response-rules.ts), written
 * out here and checked against it by type: importing the values would make the invite page's first load,
 * whose chunk holds response-rules.ts, export them for this form (40 bytes of its budget).
 */
const PROMOTION_POLICIES = ["instant", "offer"] as const satisfies typeof CONTRACT_POLICIES;
export const OFFER_HOURS = {
  min: 1,
  max: 72,
  default: 24,
} as const satisfies typeof CONTRACT_OFFER_HOURS;
export const REMINDER_HOURS = {
  min: 1,
  max: 168,
  choices: [1, 3, 24, 48, 168],
} as const satisfies typeof CONTRACT_REMINDER_HOURS;

/**
 * Who sees the guest list on the invite page (decision 0041): names, counts only, or neither. Written
 * out as the policies are, for the same reason (the invite page's chunk holds guest-list.ts).
 */
export const GUEST_LISTS = [
  "names",
  "count",
  "hidden",
] as const satisfies typeof CONTRACT_GUEST_LISTS;

/** The one message for a missing title or date, shown as a toast (the spec's English words). */
export const requiredFieldsToast = () => ({
  title: m.organiser_form_required_title(),
  body: m.organiser_form_required_body(),
});

/** Which of the two instants a time that the clock shows twice (fall back) means. */
export const TWICE_CHOICES = ["earlier", "later"] as const;
type TwiceChoice = (typeof TWICE_CHOICES)[number] | "";

/**
 * A `datetime-local` value as an instant on the event's clock: null when empty, a problem when
 * the clock skips that time or shows it twice and no choice was made. Never a silent shift.
 */
export function resolveInput(
  value: string,
  zone: string,
  choice: TwiceChoice,
): { iso: string | null } | { problem: "skipped" | "twice"; input: ZonedInput } {
  const read = fromZonedInput(value, zone);
  if (read.kind === "empty") return { iso: null };
  if (read.kind === "instant") return { iso: read.iso };
  if (read.kind === "twice" && choice) {
    return { iso: choice === "earlier" ? read.earlier : read.later };
  }
  return { problem: read.kind, input: read };
}

const timeProblem = (problem: "skipped" | "twice", zone: string) =>
  problem === "skipped"
    ? m.organiser_problem_time_skipped({ zone: zoneName(zone) })
    : m.organiser_problem_time_twice({ zone: zoneName(zone) });

/** The offer's hours the form holds, or null when they are not a whole number from 1 to 72. */
function offerHoursOf(form: { offer_hours: string }): number | null {
  const text = form.offer_hours.trim();
  const hours = Number(text);
  return /^\d+$/.test(text) && hours >= OFFER_HOURS.min && hours <= OFFER_HOURS.max ? hours : null;
}

/** The reminder's hours a select's value holds, or null for none or a value out of range. */
function reminderHoursOf(value: string): number | null {
  const hours = Number(value);
  return /^\d+$/.test(value) && hours >= REMINDER_HOURS.min && hours <= REMINDER_HOURS.max
    ? hours
    : null;
}

/** A check of the contract's rule, worded in the reader's language by its problem's code. */
const rule =
  <T>(problemOf: (value: T) => EventProblem | null, path: PropertyKey[] = []) =>
  (value: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem)
      // A copy: zod prepends the field's own keys to the issue's path in place.
      ctx.addIssue({ code: "custom", path: [...path], message: EVENT_PROBLEM_TEXT[problem]() });
  };
const textRule = (field: EventTextField) => rule((text: string) => eventTextProblem(field, text));

/** The maximum's input: empty is no maximum, anything but digits no whole number. */
const maxParticipantsOf = (typed: string): EventProblem | null => {
  const value = typed.trim();
  if (value === "") return null;
  return /^\d+$/.test(value) ? maxParticipantsProblem(Number(value)) : "max_participants_not_whole";
};

/**
 * The form keeps what the inputs hold (strings, datetime-local values); `toEventBody` converts.
 * Words are `error` functions, so each problem reads in the reader's language when it is found.
 */
export const EventFormSchema = z
  .object({
    title: z.string().superRefine(textRule("title")),
    description: z.string().superRefine(textRule("description")),
    location: z.string().superRefine(textRule("location")),
    time_zone: z.string().refine((zone) => canonicalZone(zone.trim()) !== null, {
      error: () => m.organiser_problem_time_zone(),
    }),
    event_date: z.string().min(1, { error: () => m.organiser_problem_event_date_required() }),
    event_date_choice: z.enum(["", ...TWICE_CHOICES]),
    deadline_date: z.string(),
    deadline_date_choice: z.enum(["", ...TWICE_CHOICES]),
    max_participants: z.string().superRefine(rule(maxParticipantsOf)),
    /** A select's value: "0" (받지 않음) to "10". */
    max_guests: z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) <= RESPONSE_LIMITS.guestsMax, {
        error: () => m.organiser_problem_max_guests({ max: RESPONSE_LIMITS.guestsMax }),
      }),
    /** How a freed seat is filled: at once, or offered for `offer_hours` (a number input's text). */
    promotion: z.enum(PROMOTION_POLICIES),
    offer_hours: z.string(),
    allow_duplicate: z.boolean(),
    guest_list: z.enum(GUEST_LISTS),
    /** The invite page's language for a reader whose browser names none of ours; its link card's. */
    language: z.enum(LANGUAGES),
    /** A select's value: "" (안 보냄) or the hours before the event, as text. */
    reminder_hours: z.string().refine((value) => value === "" || reminderHoursOf(value) !== null, {
      error: () =>
        m.organiser_problem_reminder_hours({
          min: REMINDER_HOURS.min,
          max: REMINDER_HOURS.max,
        }),
    }),
    reminder_message: z.string().superRefine(textRule("reminder_message")),
    /** '문의 연락처': checked as the API does (trimmed, 200 characters, nothing hidden in it). */
    contact: z.string().superRefine(textRule("contact")),
    /** '질문' (decision 0042): question-schema.ts holds one question's fields and checks. */
    questions: QuestionsFormSchema,
    /** '응답자 개인정보 보관': days after the event, as typed; checked in retention-days.ts. */
    retention_days: z.string(),
    /** '반복' (decision 0069), on a new event and on a series' page: series/form/repeat-values.ts. */
    repeat: RepeatFormSchema,
  })
  .superRefine((form, ctx) => {
    for (const problem of repeatProblems(form.repeat, form.event_date)) {
      ctx.addIssue({ code: "custom", path: ["repeat", ...problem.path], message: problem.message });
    }
    // Checked only where it counts (and shows): an offer, with a maximum.
    if (form.promotion === "offer" && form.max_participants.trim() && !offerHoursOf(form)) {
      ctx.addIssue({
        code: "custom",
        path: ["offer_hours"],
        message: m.organiser_problem_offer_hours({ min: OFFER_HOURS.min, max: OFFER_HOURS.max }),
      });
    }
    const zone = canonicalZone(form.time_zone.trim());
    if (!zone) return;
    const dates = {
      event_date: resolveInput(form.event_date, zone, form.event_date_choice),
      deadline_date: resolveInput(form.deadline_date, zone, form.deadline_date_choice),
    };
    for (const [field, date] of Object.entries(dates)) {
      if ("problem" in date) {
        ctx.addIssue({ code: "custom", path: [field], message: timeProblem(date.problem, zone) });
      }
    }
    // The rule compares instants: on a day the clocks change, wall times can mislead.
    const event = "iso" in dates.event_date ? dates.event_date.iso : null;
    const deadline = "iso" in dates.deadline_date ? dates.deadline_date.iso : null;
    rule(deadlineProblem, ["deadline_date"])({ event_date: event, deadline_date: deadline }, ctx);
  });
export type EventFormValues = z.input<typeof EventFormSchema>;

/**
 * A new event's form: the organiser's own zone and the language they read in preselected, and
 * the installation's days of keeping personal data when they are known (else left empty, which
 * is sent as null: the same days).
 */
export const emptyEventForm = (installationDays?: number): EventFormValues => ({
  title: "",
  description: "",
  location: "",
  time_zone: browserZone(),
  event_date: "",
  event_date_choice: "",
  deadline_date: "",
  deadline_date_choice: "",
  max_participants: "",
  max_guests: "0",
  promotion: "instant",
  offer_hours: String(OFFER_HOURS.default),
  allow_duplicate: false,
  guest_list: "names",
  language: readerLanguage(),
  reminder_hours: "",
  reminder_message: "",
  contact: "",
  questions: [],
  retention_days: installationDays === undefined ? "" : String(installationDays),
  repeat: noRepeat(),
});

/** The choice that keeps an instant that falls in a repeated hour as it is. */
function choiceFor(iso: string | null, zone: string): TwiceChoice {
  if (!iso) return "";
  const read = fromZonedInput(toZonedInput(iso, zone), zone);
  if (read.kind !== "twice") return "";
  return Date.parse(read.earlier) === Date.parse(iso) ? "earlier" : "later";
}

export function toFormValues(event: EventPublic): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? "",
    location: event.location ?? "",
    time_zone: event.time_zone,
    event_date: toZonedInput(event.event_date, event.time_zone),
    event_date_choice: choiceFor(event.event_date, event.time_zone),
    deadline_date: toZonedInput(event.deadline_date, event.time_zone),
    deadline_date_choice: choiceFor(event.deadline_date, event.time_zone),
    max_participants: event.max_participants === null ? "" : String(event.max_participants),
    max_guests: String(event.max_guests),
    promotion: event.promotion,
    offer_hours: String(event.offer_hours),
    allow_duplicate: event.allow_duplicate,
    guest_list: event.guest_list,
    language: event.language,
    reminder_hours: event.reminder_hours === null ? "" : String(event.reminder_hours),
    reminder_message: event.reminder_message ?? "",
    contact: event.contact ?? "",
    questions: toQuestionValues(event.questions),
    retention_days: String(event.retention_days),
    repeat: noRepeat(),
  };
}

/** The JSON the API takes: instants read on the event's clock, null for empty text, no limit when blank. */
export function toEventBody(form: EventFormValues): EventCreate & { event_date: string } {
  const text = (value: string) => value.trim() || null;
  const zone = canonicalZone(form.time_zone.trim()) ?? form.time_zone;
  const instant = (value: string, choice: TwiceChoice) => {
    const date = resolveInput(value, zone, choice);
    return "iso" in date ? date.iso : null;
  };
  const recurrence = recurrenceOf(form.repeat, form.event_date);
  return {
    title: form.title.trim(),
    description: text(form.description),
    location: text(form.location),
    time_zone: zone,
    event_date: instant(form.event_date, form.event_date_choice ?? "") ?? "",
    deadline_date: instant(form.deadline_date, form.deadline_date_choice ?? ""),
    max_participants: form.max_participants.trim() ? Number(form.max_participants) : null,
    max_guests: Number(form.max_guests),
    promotion: form.promotion,
    // Unreadable only where the form did not check it: the event then keeps (or gets) the default.
    offer_hours: offerHoursOf(form) ?? undefined,
    allow_duplicate: form.allow_duplicate,
    guest_list: form.guest_list,
    language: form.language,
    reminder_hours: reminderHoursOf(form.reminder_hours),
    reminder_message: text(form.reminder_message),
    contact: text(form.contact),
    // Always the whole list: an event saved with none asks none.
    questions: toQuestionInputs(form.questions),
    // Unreadable only where the dialog did not check it: left out, the event keeps its days.
    retention_days: retentionDaysToSend(form.retention_days),
    // Only a repeating event names a rule: an update of one event never sends one.
    ...(recurrence ? { recurrence } : {}),
  };
}
