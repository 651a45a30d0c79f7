import { useState } from "react";
import type { ResponsePublic } from "#contract/events";
import { HomeScreenHint } from "../../push/components/home-screen-hint";
import { NotifyControl } from "../../push/components/notify-control";
import { pushSupport } from "../../push/push-support";
import type { Standing } from "../hooks/use-my-standing";
import { Icon } from "./icons";
import { MyResponseLink } from "./my-response-link";
import { ResponseStatusBadge } from "./response-status-badge";

const CHECK = "M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3";

type PanelProps = {
  standing: Standing[];
  promoted: string[];
  onDismissPromoted: () => void;
  closed: boolean;
  onEdit: (response: ResponsePublic) => void;
  onCancel: (response: ResponsePublic) => void;
  eventId: string;
};

/** '내 응답': where this browser's invitee stands, '대기 N번째' moving live. */
export function MyResponsesPanel({
  standing,
  promoted,
  onDismissPromoted,
  closed,
  onEdit,
  onCancel,
  eventId,
}: PanelProps) {
  // Read once: the panel renders only in the browser (this browser's responses are local).
  const [support] = useState(pushSupport);
  if (standing.length === 0 && promoted.length === 0) return null;
  return (
    <section
      className="card border border-primary/40 bg-base-100 shadow-sm"
      aria-labelledby="my-responses-title"
      data-testid="my-responses"
    >
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="my-responses-title" className="card-title text-lg">
          내 응답
        </h2>
        {promoted.length > 0 && (
          <div role="status" className="alert alert-success" data-testid="promotion-notice">
            <Icon path={CHECK} className="size-6" />
            <div>
              <p className="font-semibold">{promoted.join(", ")}님, 참석이 확정되었습니다!</p>
              <p className="text-sm">자리가 생겨 대기 명단에서 참석자로 올라갔어요.</p>
            </div>
            <button type="button" className="btn btn-sm" onClick={onDismissPromoted}>
              확인
            </button>
          </div>
        )}
        {standing.map(({ response, position }) => (
          <div
            key={response.id}
            className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-4"
            data-testid="my-response"
          >
            {/* A row of its own: the actions (up to four with notifications) wrap below it. */}
            <div className="w-full">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{response.name}</span>
                <ResponseStatusBadge status={response.status} />
              </p>
              {response.status === "waiting" && position !== null ? (
                <>
                  <p
                    className="mt-1 text-2xl font-bold tabular-nums"
                    data-testid="queue-position"
                    aria-live="polite"
                  >
                    대기 {position}번째
                  </p>
                  <p className="text-sm text-base-content/70">
                    {position === 1
                      ? "다음 자리가 나면 바로 참석으로 바뀝니다."
                      : `앞에 ${position - 1}명이 기다리고 있어요.`}{" "}
                    이 페이지를 열어 두면 바로 알려드려요.
                  </p>
                </>
              ) : (
                <p className="mt-1 text-sm text-base-content/70">
                  {response.status === "attending"
                    ? "참석이 확정되었습니다."
                    : "응답이 등록되어 있습니다."}
                </p>
              )}
            </div>
            {!closed && (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => onEdit(response)}
                  aria-label={`내 응답 수정: ${response.name}`}
                >
                  수정
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  onClick={() => onCancel(response)}
                  aria-label={`내 응답 취소: ${response.name}`}
                >
                  취소
                </button>
              </div>
            )}
            {!closed && <MyResponseLink eventId={eventId} response={response} />}
            {support === "push" && (
              <NotifyControl eventId={eventId} response={response} closed={closed} />
            )}
          </div>
        ))}
        {support === "home-screen" && !closed && standing.length > 0 && <HomeScreenHint />}
      </div>
    </section>
  );
}
