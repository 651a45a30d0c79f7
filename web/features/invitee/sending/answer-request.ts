import type { EventPublicView } from "#contract/public-view";
import type { ResponseRequest } from "#contract/response-call";
import { type FormMode, normaliseName } from "#contract/response-rules";
import { typedIn } from "../components/response-form-values";
import {
  type FormProblem,
  offeredStatus,
  type ResponseFormValues,
  responsesNamed,
  type StatusChoice,
  type Wording,
} from "../public-response-rules";
import { answersToSend, typedAnswers } from "../questions/answer-problems";
import { checkProblem, formCheck } from "./response-checks";
import { sentChange, sentFieldProblem } from "./sent-fields";

type Known = Pick<
  EventPublicView,
  "responses" | "allow_duplicate" | "max_guests" | "guest_list" | "questions" | "series_id"
>;

/** The answers' problem as the form shows it, or null when they may be sent. */
export function checkAnswers(
  values: ResponseFormValues,
  mode: FormMode,
  event: Omit<Known, "max_guests" | "questions" | "series_id">,
  wording?: Wording,
  /** Opened by its personal link: no password is asked for. */
  keyed = false,
): FormProblem | null {
  const code = formCheck(values, mode, event, keyed);
  if (code) return checkProblem(code, wording);
  const found = sentFieldProblem(values, mode);
  return found && { ...checkProblem(found.code, wording), field: found.field };
}

type Asked = {
  /** A personal link's key for this response: sent instead of the password. */
  key?: string | null;
  /** The form shows the response's answers given before: a blank one there was cleared. */
  answersShown?: boolean;
  wording?: Wording;
  /**
   * A sign-up's idempotency key, from what it sends: the app's form keeps one per attempt (a
   * sign-up sent again unchanged keeps it); a posted form brings the one its page was given.
   */
  keyFor: (fingerprint: string) => string;
};

/**
 * What the form's fields ask for: their problem, or the submit, change or cancellation that
 * sends them (the status one of those offered, the message trimmed). The fields are the form's
 * as the browser sends them: the app's `new FormData(form)`, or the body of the form the browser
 * posted itself (web/features/invitee/sending/posted-reply.ts), read alike.
 */
export function answerOf(
  fields: FormData | URLSearchParams,
  mode: FormMode,
  event: Known,
  choices: StatusChoice[],
  { key, answersShown, wording, keyFor }: Asked,
): { problem: FormProblem } | { request: ResponseRequest } {
  const values = typedIn(fields);
  const problem = checkAnswers(values, mode, event, wording, Boolean(key));
  if (problem) return { problem };
  const name = normaliseName(values.name);
  const { password } = values;
  const linkKey = key ?? undefined;
  if (mode === "delete") return { request: { action: "delete", name, password, key: linkKey } };
  const status = offeredStatus(values.status, choices) || "attending";
  // A change sends what it changes and the room keeps the rest (answersToSend). A snapshot from
  // a room not yet given questions has none.
  const asked = event.questions ?? [];
  const shown = answersShown || Boolean(key);
  const editing = mode === "edit";
  const sent = answersToSend(
    asked,
    typedAnswers(asked, fields),
    status,
    editing && !shown,
    editing && shown,
  );
  if ("problem" in sent) return sent;
  const change = { ...sentChange(values, event, mode), status, answers: sent.answers };
  if (mode === "edit") {
    const before = responsesNamed(event.responses, name)[0];
    const moreGuests = before?.status === "attending" && (change.guests ?? 0) > before.guests;
    return { request: { action: "modify", name, password, change, moreGuests, key: linkKey } };
  }
  const fingerprint = JSON.stringify([name, password, change]);
  return {
    request: { action: "submit", name, password, change, idempotencyKey: keyFor(fingerprint) },
  };
}
