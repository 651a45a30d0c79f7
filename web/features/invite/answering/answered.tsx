import { useEffect, useRef } from "react";
import type { EventPublicView } from "#contract/events";
import type { ResponseOutcome } from "../hooks/use-response-mutation";
import { waitingPosition } from "./waiting-position";

/**
 * How an answer went, in the form's place: one confirmation, focused so that a keyboard
 * submit lands on it. A waiting place is the live one ('내 응답' shows the same); once the
 * response moves on (promoted live, changed elsewhere) these words give way to what says so.
 */
export function Answered({
  outcome,
  view,
  onAgain,
}: {
  outcome: ResponseOutcome;
  view: EventPublicView;
  onAgain: () => void;
}) {
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => result.current?.focus(), []);
  const { responseId } = outcome;
  const live = responseId ? view.responses.find((response) => response.id === responseId) : null;
  const current = !responseId || live?.status === outcome.status;
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
          <span>{place ? `${outcome.text} 대기 ${place}번째입니다.` : outcome.text}</span>
        </div>
      )}
      <button type="button" className="btn btn-outline" onClick={onAgain}>
        다른 이름으로 신청하기
      </button>
    </>
  );
}
