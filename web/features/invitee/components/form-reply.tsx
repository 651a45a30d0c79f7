import type { FormReply as Reply } from "#contract/invite-form";
import { m } from "#messages";
import { ResponseLinkNote } from "./response-link-note";

/**
 * The reply to the form posted without the app (the page route's action data): at the top of
 * the form, where the answered page opens, or above the page when it shows no form. The outcome
 * in words (a status, or an alert for a refusal, which a screen reader says at once); after a
 * sign-up, its personal link, which without JavaScript is the only way to change the response
 * later without the password.
 */
export function FormReply({ reply }: { reply: Reply }) {
  return (
    <div className="flex flex-col gap-3">
      <p
        role={reply.ok ? "status" : "alert"}
        className={`alert alert-soft ${reply.ok ? "alert-success" : "alert-error"}`}
        data-testid="form-answer"
      >
        {reply.text}
      </p>
      {reply.link && (
        <div
          className="flex flex-col gap-1 rounded-box border border-base-300 p-3"
          data-testid="answer-link"
        >
          <p className="text-sm font-semibold">{m.invitee_my_link()}</p>
          <a className="link link-primary break-all text-sm" href={reply.link}>
            {reply.link}
          </a>
          <ResponseLinkNote />
        </div>
      )}
    </div>
  );
}
