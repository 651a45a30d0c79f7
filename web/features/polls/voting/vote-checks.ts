import { nameProblem, passwordProblem } from "#contract/field-checks";
import { FIELD_PROBLEMS, isFieldProblem } from "#contract/field-problems";
import type {
  VoteAction,
  VoteField,
  VoteFormReply,
  VoteOutcome,
  VoteTyped,
} from "#contract/poll-page";
import type { PushSubscriptionJson } from "#contract/push";
import type { FieldProblem } from "#contract/response-rules";
import type { VoteRequest } from "#contract/vote-call";
import { m } from "#messages";
import { ApiError } from "../../../lib/error-detail";
import { errorText, FIELD_PROBLEM_TEXT } from "../../../lib/error-text";

/** A problem the form finds before sending, or the API's refusal: its words and its field. */
export type VoteProblem = { text: string; field: VoteField | null };

const VOTE_FIELDS: readonly string[] = ["name", "password", "notify_email", "choices"];
const asVoteField = (field: string | null): VoteField | null =>
  field && VOTE_FIELDS.includes(field) ? (field as VoteField) : null;

const fieldProblem = (problem: FieldProblem): VoteProblem => ({
  text: FIELD_PROBLEM_TEXT[problem],
  field: asVoteField(FIELD_PROBLEMS[problem].field),
});

/** An address the API would surely refuse; the API's own check decides the rest. */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email);

/**
 * The request a vote form makes, or the first problem with it: the name and the password by
 * the same rules as an event's response, an address that is one, and, for a vote or a change,
 * at least one date answered. `subscription` is the app's alone (vote-push.ts): a new vote has
 * nothing to drop, so null goes only with a change.
 */
export function voteRequestOf(
  typed: VoteTyped,
  password: string,
  action: VoteAction,
  subscription?: PushSubscriptionJson | null,
): { request: VoteRequest } | { problem: VoteProblem } {
  const problem = nameProblem(typed.name) ?? passwordProblem(password);
  if (problem) return { problem: fieldProblem(problem) };
  const name = typed.name.trim();
  if (action === "delete") return { request: { action, name, password } };
  const email = typed.notify_email.trim();
  if (email && !looksLikeEmail(email)) return { problem: fieldProblem("email_invalid") };
  const choices = Object.entries(typed.choices).map(([option_id, answer]) => ({
    option_id,
    answer,
  }));
  if (choices.length === 0) {
    return { problem: { text: m.poll_page_choices_required(), field: "choices" } };
  }
  const push = action === "create" ? subscription || undefined : subscription;
  return {
    request: {
      action,
      name,
      password,
      choices,
      ...(email && { notify_email: email }),
      ...(push !== undefined && { subscription: push }),
    },
  };
}

/** The field a refusal's code is about: a wrong password marks the password. */
function refusedField(code: string | null): VoteField | null {
  switch (code) {
    case "invalid_credentials":
    case "vote_locked":
      return "password";
    case "vote_exists":
    case "vote_not_found":
      return "name";
    case "poll_option_unknown":
      return "choices";
    default:
      return null;
  }
}

/** The API's refusal in the page's words, with the field it is about. */
export function refusalOf(error: ApiError): VoteProblem {
  // A 422 names the field's own problem: its words are the form's.
  const issue = error.issues.find((candidate) => isFieldProblem(candidate?.type));
  if (issue && isFieldProblem(issue.type)) return fieldProblem(issue.type);
  return { text: errorText(error), field: refusedField(error.code) };
}

const DONE = {
  create: m.poll_page_done_create,
  modify: m.poll_page_done_modify,
  delete: m.poll_page_done_delete,
} as const;

/**
 * The reply to a vote, the same whichever way the form went (the app's call or the page's
 * action): what was done, and that a new address waits for its confirmation; or the refusal,
 * with what was typed put back (never the password).
 */
export function voteReplyOf(outcome: VoteOutcome, typed: VoteTyped): VoteFormReply {
  const { action } = outcome;
  if (outcome.ok) {
    const vote = outcome.reply.vote;
    const pending = vote?.email && !vote.email_verified;
    const text = pending
      ? `${DONE[action]()} ${m.poll_page_email_sent({ email: vote.email ?? "" })}`
      : DONE[action]();
    return { status: 200, ok: true, action, text, field: null };
  }
  const error = new ApiError(outcome.status, null, outcome.body, outcome.retryAfter);
  return { status: outcome.status, ok: false, action, ...refusalOf(error), typed };
}

/** A problem found before sending: nothing was sent; the page answers as the API's 422. */
export const problemReply = (
  action: VoteAction,
  problem: VoteProblem,
  typed: VoteTyped,
): VoteFormReply => ({ status: 422, ok: false, action, ...problem, typed });
