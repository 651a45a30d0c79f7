import { messageProblem, passwordProblem } from "#contract/field-checks";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseChange } from "#contract/response-call";
import { type FieldProblem, type FormMode, trimmedMessage } from "#contract/response-rules";
import type { ResponseFormValues } from "../public-response-rules";

/** The response forms' fields beyond who answers (name, password) and the status chosen. */
type SentName = Exclude<keyof ResponseFormValues, "name" | "password" | "status">;

type SentField<K extends keyof ResponseChange> = {
  /** Its problem, or null: checked, after who answers, before anything is sent. */
  check?: (typed: string, mode: FormMode) => FieldProblem | null;
  /** What it sends from what it holds; undefined sends nothing (a change keeps the response's). */
  sent: (
    typed: string,
    event: Pick<EventPublicView, "max_guests" | "series_id">,
    mode: FormMode,
  ) => ResponseChange[K];
};

/**
 * The response forms' fields as they reach the API, each under the name the form posts and the
 * API takes: its check and what it sends. The one table both forms' requests are made from, in
 * the browser and for a form posted without the app (answerOf): a new field of the forms is its
 * input (components/response-fields.tsx), its line here and its empty value in EMPTY_FORM, which
 * the page's first load carries without this table.
 */
export const SENT_FIELDS: { [K in SentName]: SentField<K> } = {
  // A cancellation asks no message: it sends none, so nothing of it is checked.
  message: {
    check: (typed, mode) => (mode === "delete" ? null : messageProblem(typed)),
    sent: (typed) => trimmedMessage(typed) ?? undefined,
  },
  // Without the field (the event takes no guests) a change keeps what the response has.
  guests: { sent: (typed, event) => (event.max_guests > 0 ? Number(typed) : undefined) },
  // Optional: left empty, a sign-up has none and a change keeps the address it had.
  notify_email: { sent: (typed) => typed.trim() || undefined },
  // A change may set one; its problem marks it, not the password that proves who answers.
  new_password: {
    check: (typed, mode) => (mode === "edit" && typed ? passwordProblem(typed) : null),
    sent: (typed, _event, mode) => (mode === "edit" && typed) || undefined,
  },
  // Asked on a sign-up only (a change starts or stops it from '내 응답'), and only for an
  // occurrence of a series: anything else sends nothing.
  standing: {
    sent: (typed, event, mode) =>
      (mode === "new" && event.series_id != null && typed === "on") || undefined,
  },
};

/** The fields a problem may mark: those with a check ('매번 참석' is ticked or not). */
type CheckedName = Exclude<SentName, "standing">;

/** The first of the fields' problems, with the field it marks. */
export function sentFieldProblem(
  values: ResponseFormValues,
  mode: FormMode,
): { field: CheckedName; code: FieldProblem } | null {
  for (const [field, { check }] of entries(SENT_FIELDS)) {
    const code = check?.(values[field], mode);
    if (code) return { field: field as CheckedName, code };
  }
  return null;
}

/** What the fields send: each one's value under its name (undefined ones JSON leaves out). */
export function sentChange(
  values: ResponseFormValues,
  event: Pick<EventPublicView, "max_guests" | "series_id">,
  mode: FormMode,
): Omit<ResponseChange, "status" | "answers"> {
  return Object.fromEntries(
    entries(SENT_FIELDS).map(([field, { sent }]) => [field, sent(values[field], event, mode)]),
  );
}

const entries = Object.entries as <T extends object>(o: T) => [keyof T, T[keyof T]][];
