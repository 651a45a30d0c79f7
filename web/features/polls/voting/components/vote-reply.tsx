import type { VoteFormReply } from "#contract/poll-page";

/**
 * How a vote went: a status, or an alert for a refusal, which a screen reader says at once. At
 * the form's top, or above the dates when the poll no longer shows the form.
 */
export function VoteReply({ reply }: { reply: VoteFormReply }) {
  return (
    <p
      role={reply.ok ? "status" : "alert"}
      className={`alert alert-soft ${reply.ok ? "alert-success" : "alert-error"}`}
      data-testid="vote-reply"
    >
      {reply.text}
    </p>
  );
}
