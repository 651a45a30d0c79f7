import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { refusedWith } from "../../../lib/error-detail";
import { networkErrorText } from "../../../lib/network-text";
import { toast } from "../../../lib/toasts";
import { loadAnswering, loadedAnswering } from "../sending/load-answering";

type OneTapReply = "attending" | "not_attending";

type Props = {
  eventId: string;
  response: ResponsePublic;
  /** The personal link's key this browser keeps for the response, if any. */
  held?: string;
  onEdit: (response: ResponsePublic) => void;
};

/**
 * A seat offer's two one-tap replies. With the response's key kept in this browser (its
 * sign-up, or a link made here; decision 0018), each is one tap; without, each opens the form
 * for the response with that status chosen, which asks for the password.
 */
export function OneTapReplies(props: Props) {
  return props.held ? (
    <OneTap {...props} held={props.held} />
  ) : (
    <Buttons pending={null} choose={(status) => props.onEdit({ ...props.response, status })} />
  );
}

/** One tap: PUT /events/{id}/my-response with the kept key (one-tap-reply.ts). */
function OneTap({ eventId, response, held, onEdit }: Props & { held: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<OneTapReply | null>(null);
  const choose = (status: OneTapReply) => {
    setPending(status);
    loadAnswering()
      .then((answering) =>
        answering.sendOneTapReply(queryClient, eventId, held, response.id, status),
      )
      .then(
        (text) =>
          toast.success(
            text,
            status === "attending" ? m.invitee_one_tap_attend() : m.invitee_one_tap_decline(),
          ),
        (error: unknown) => {
          setPending(null);
          const problem = loadedAnswering()?.refusalProblem(error, "modify");
          toast.error(problem?.text ?? networkErrorText());
          // The key no longer opens it (and was forgotten): the form asks for the password.
          if (refusedWith(error, "response_link_invalid")) {
            onEdit({ ...response, status });
          }
        },
      );
  };
  return <Buttons pending={pending} choose={choose} />;
}

/** The two one-tap replies, '참석 안 함' drawn plainer than '참석 확정'. */
const ONE_TAP_REPLIES = [
  { status: "attending", text: m.invitee_one_tap_attend, tone: "btn-primary" },
  { status: "not_attending", text: m.invitee_one_tap_decline, tone: "btn-ghost" },
] as const;

function Buttons({
  pending,
  choose,
}: {
  pending: OneTapReply | null;
  choose: (status: OneTapReply) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ONE_TAP_REPLIES.map(({ status, text, tone }) => (
        <button
          key={status}
          type="button"
          className={`btn ${tone} btn-sm`}
          disabled={pending !== null}
          onClick={() => choose(status)}
        >
          {pending === status && <span className="loading loading-sm" />}
          {text()}
        </button>
      ))}
    </div>
  );
}
