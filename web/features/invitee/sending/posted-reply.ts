import { ERRORS } from "#contract/error-codes";
import {
  FORM_KEY_FIELD,
  FORM_MODE_FIELD,
  type FormPost,
  type FormReply,
  type FormSent,
} from "#contract/invite-form";
import type { Answers } from "#contract/questions";
import type { FormMode } from "#contract/response-rules";
import { ApiError } from "../../../lib/error-detail";
import { typedIn } from "../components/response-form-values";
import { type FormProblem, formChoices } from "../public-response-rules";
import { typedAnswers } from "../questions/answer-problems";
import { answerOf } from "./answer-request";
import { formRefusal } from "./response-checks";
import { successMessage } from "./success-message";

const ACTIONS = { new: "submit", edit: "modify", delete: "delete" } as const;

// Here rather than beside the form's field names (#contract/invite-form): read by this action
// only, they stay out of the invite page's first load.
/** What a posted form was showing (its mode field): a new response, a change or a cancellation. */
const postedMode = (fields: URLSearchParams): FormMode => {
  const mode = fields.get(FORM_MODE_FIELD);
  return mode === "edit" || mode === "delete" ? mode : "new";
};

/** An idempotency key as the API takes it in its header. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The attempt's idempotency key its page was given (`FORM_KEY_FIELD`), or a new one when the
 * post has none the API would take (a crafted post): then it is an attempt of its own.
 */
function postedKey(fields: URLSearchParams): string {
  const key = fields.get(FORM_KEY_FIELD)?.trim() ?? "";
  return IDEMPOTENCY_KEY.test(key) ? key : crypto.randomUUID();
}

/**
 * The status a check's refusal answers with: the one the API gives the code it stands for (a
 * name taken is the API's `response_exists`, an unknown one its `response_not_found`), else a
 * field's problem, the API's 422.
 */
const CHECK_STATUS: Record<string, number> = {
  name_taken: ERRORS.response_exists.status,
  name_unknown: ERRORS.response_not_found.status,
};

/**
 * The invite form posted without the app, answered as the page route's action makes it
 * (web/app/routes/event-public.tsx): the fields read and checked by the app's own code
 * (answerOf, on the fields as the app reads its form's), the request it makes sent by the
 * Worker's part (`post`), and the reply worded with the sentences the app shows after a sign-up
 * or a refusal: the refused field and every refused question marked, and after a refusal what
 * was typed, put back (never a password). Loaded by the action only: the page's first load
 * does not carry it.
 */
export async function postedReply(fields: URLSearchParams, post: FormPost): Promise<FormReply> {
  const mode = postedMode(fields);
  const action = ACTIONS[mode];
  const opened = post.opened(action);
  if ("refusal" in opened) return replyOf(fields, { outcome: opened.refusal });
  const { view } = opened;
  const asked = answerOf(fields, mode, view, formChoices(mode, view, typedIn(fields)), {
    // The attempt's key its page was given: the same page posted twice is one sign-up.
    keyFor: () => postedKey(fields),
  });
  const typed = typedAnswers(view.questions ?? [], fields);
  if ("problem" in asked) return checkRefusal(fields, asked.problem, typed);
  const { request } = asked;
  const sent = await post.send(request);
  const moreGuests = request.action === "modify" && request.moreGuests;
  const answers = (request.action !== "delete" && request.change.answers) || typed;
  return replyOf(fields, sent, answers, moreGuests);
}

/** The reply to what the Worker sent: the API's reply or refusal in the app's words. */
export function replyOf(
  fields: URLSearchParams,
  sent: FormSent,
  answers: Answers = {},
  moreGuests = false,
): FormReply {
  const { outcome } = sent;
  if (outcome.ok) {
    const text = successMessage(outcome.action, outcome.reply);
    return { status: 200, ok: true, text, field: null, refusedAnswers: [], ...links(sent) };
  }
  const error = new ApiError(outcome.status, null, outcome.body, outcome.retryAfter);
  const { text, field } = formRefusal(error, outcome.action, moreGuests);
  const refusedAnswers = refusedAnswerIds(error);
  return refused(fields, { status: outcome.status, text, field, refusedAnswers }, answers);
}

/** A refusal by the app's own checks, before anything is sent: nothing changed. */
function checkRefusal(
  fields: URLSearchParams,
  { text, field, code }: FormProblem,
  answers: Answers,
): FormReply {
  const question = field?.startsWith("answers.") ? field.slice("answers.".length) : null;
  const status = (code && CHECK_STATUS[code]) || 422;
  const refusedAnswers = question ? [question] : [];
  return refused(fields, { status, text, field, refusedAnswers }, answers);
}

/** A refusal, with what was typed put back as the form reads it (typedIn), never a password. */
function refused(
  fields: URLSearchParams,
  refusal: Pick<FormReply, "status" | "text" | "field" | "refusedAnswers">,
  answers: Answers,
): FormReply {
  const { password, new_password, ...typed } = typedIn(fields);
  return { ...refusal, ok: false, typed: { values: typed, answers } };
}

const links = ({ posted, link }: FormSent) => ({
  ...(posted && { posted }),
  ...(link && { link }),
});

/** The questions a refusal's 422 names (`["body", "answers", id]`), to mark their fields. */
function refusedAnswerIds(error: ApiError): string[] {
  return error.issues.flatMap((issue: { loc?: unknown }) => {
    const loc = Array.isArray(issue?.loc) ? issue.loc : [];
    return loc.length === 3 && loc[1] === "answers" && typeof loc[2] === "string" ? [loc[2]] : [];
  });
}
