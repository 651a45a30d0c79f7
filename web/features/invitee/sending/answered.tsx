import { useEffect, useRef } from "react";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseStatus } from "#contract/responses";
import { m } from "#messages";
import { useMyResponses } from "../my-responses/read";
import type { ResponseAction } from "../public-response-rules";
import { waitingPosition } from "../waiting-position";

/**
 * How an answer went: its words and, unless cancelled, the response as the reply left it; a
 * cancellation's name, to sign up again under it.
 */
export type ResponseOutcome = {
  action: ResponseAction;
  text: string;
  responseId?: string;
  status?: ResponseStatus;
  name?: string;
};

/**
 * How an answer went, in the form's place: one confirmation, focused so that a keyboard
 * submit lands on it. A waiting place is the live one ('내 응답' shows the same); once the
 * response moves on (promoted live, changed elsewhere) these words give way to what says so.
 * Then the next step: after a cancellation, signing up again under the same name (a change of
 * mind); else another sign-up (a friend on the same phone).
 */
export function Answered({
  outcome,
  view,
  onAgain,
}: {
  outcome: ResponseOutcome;
  view: EventPublicView;
  /** Opens the form for a sign-up, under `name` when given. */
  onAgain: (name?: string) => void;
}) {
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => result.current?.focus(), []);
  const { responseId } = outcome;
  // A list without names (the `guest_list` setting) never has it: this browser's memory of it
  // does, which '내 응답' keeps current; without one (storage blocked) the reply's words stand.
  const listed = view.guest_list === "names";
  const mine = useMyResponses(view.id);
  const live = responseId
    ? (listed ? view.responses : mine).find((response) => response.id === responseId)
    : null;
  const current = !responseId || live?.status === outcome.status || (!listed && !live);
  const place = live && live.status === "waiting" ? waitingPosition(view.responses, live.id) : null;
  return (
    <>
      {current && (
        <div
          ref={result}
          role="status"
          tabIndex={-1}
          className="alert alert-success alert-soft"
          data-testid="form-outcome"
        >
          <span>
            {place
              ? `${outcome.text} ${m.invitee_waiting_place_sentence({ place })}`
              : outcome.text}
          </span>
        </div>
      )}
      <button type="button" className="btn btn-outline" onClick={() => onAgain(outcome.name)}>
        {outcome.name ? m.invitee_again_same_name() : m.invitee_again_other_name()}
      </button>
    </>
  );
}
