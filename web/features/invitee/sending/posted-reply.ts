import type { FormReply, FormSent } from "#contract/invite-form";
import { ApiError } from "../../../lib/error-detail";
import { formRefusal } from "./response-checks";
import { successMessage } from "./success-message";

/**
 * The reply to the invite form posted without the app, as the page route's action makes it
 * (web/app/routes/event-public.tsx): the same sentences the app shows after a sign-up or a
 * refusal, the refused field and every refused question marked, and after a refusal what was
 * typed, put back (never a password). Loaded by the action only: the page's first load does
 * not carry it.
 */
export function replyOf(fields: URLSearchParams, sent: FormSent): FormReply {
  const { outcome } = sent;
  if (outcome.ok) {
    const text = successMessage(outcome.action, outcome.reply);
    return { status: 200, ok: true, text, field: null, refusedAnswers: [], ...links(sent) };
  }
  const error = new ApiError(outcome.status, null, outcome.body, outcome.retryAfter);
  const { text, field } = formRefusal(error, outcome.action, outcome.moreGuests);
  return {
    status: outcome.status,
    ok: false,
    text,
    field,
    refusedAnswers: refusedAnswerIds(error),
    typed: {
      name: fields.get("name") ?? "",
      status: fields.get("status") ?? "",
      message: fields.get("message") ?? "",
      guests: fields.get("guests") ?? "",
      notify_email: fields.get("notify_email") ?? "",
      answers: sent.answers ?? {},
    },
  };
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
