import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { refusedWith } from "../../../lib/error-detail";
import { networkErrorText } from "../../../lib/network-text";
import { toast } from "../../../lib/toasts";
import { loadAnswering, loadedAnswering } from "../sending/load-answering";

type Props = {
  /** Whether the response stands, as the last reply about it said. */
  standing: boolean;
  eventId: string;
  response: ResponsePublic;
  /** The personal link's key this browser keeps for the response, if any. */
  held?: string;
  onEdit: (response: ResponsePublic) => void;
};

type Change = { status: "not_attending" } | { standing: boolean };

/**
 * A standing response's own controls ('매번 참석 중', decision 0069): '이번엔 못 가요' declines
 * this occurrence only, the later ones still answered; '매번 참석 그만하기' stops that, after
 * asking, this response staying as it is. With the key this browser keeps each is one tap;
 * without it the form asks for the password, which only the first needs (a stop is then made
 * where the key is, or by the link the mails carry). A response of a series' occurrence that
 * does not stand may start it here, with the key ('매번 참석하기').
 */
export function StandingControls({ standing, eventId, response, held, onEdit }: Props) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const skipped = response.status === "not_attending";

  const send = (change: Change, title: string) => {
    if (!held) return;
    setPending(true);
    loadAnswering()
      .then((answering) =>
        answering.sendKeyedChange(queryClient, eventId, held, response.id, change),
      )
      .then(
        (text) => toast.success(text, title),
        (error: unknown) => {
          const problem = loadedAnswering()?.refusalProblem(error, "modify");
          toast.error(problem?.text ?? networkErrorText());
          // The key no longer opens it (and was forgotten): the form asks for the password.
          if (refusedWith(error, "response_link_invalid") && "status" in change) {
            onEdit({ ...response, status: change.status });
          }
        },
      )
      .finally(() => {
        setPending(false);
        setAsking(false);
      });
  };
  const skip = () =>
    held
      ? send({ status: "not_attending" }, m.invitee_standing_skip())
      : onEdit({ ...response, status: "not_attending" });

  if (!standing) {
    return held ? (
      <div className="mt-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={pending}
          onClick={() => send({ standing: true }, m.invitee_standing_started())}
        >
          {m.invitee_standing_start()}
        </button>
      </div>
    ) : null;
  }
  return (
    <div className="mt-2 space-y-2" data-testid="standing-controls">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge badge-primary badge-soft">{m.invitee_standing_on()}</span>
        <span className="text-base-content/70">
          {skipped ? m.invitee_standing_skipped() : m.invitee_standing_on_note()}
        </span>
      </p>
      {asking ? (
        <div className="space-y-2">
          <p className="text-sm" role="alert">
            {m.invitee_standing_stop_ask()}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-error"
              disabled={pending}
              onClick={() => send({ standing: false }, m.invitee_standing_stopped())}
            >
              {m.invitee_standing_stop_yes()}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={pending}
              onClick={() => setAsking(false)}
            >
              {m.invitee_standing_stop_no()}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!skipped && (
            <button type="button" className="btn btn-sm" disabled={pending} onClick={skip}>
              {m.invitee_standing_skip()}
            </button>
          )}
          {held && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={pending}
              onClick={() => setAsking(true)}
            >
              {m.invitee_standing_stop()}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
