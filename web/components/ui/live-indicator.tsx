import type { LiveStatus } from "../../lib/use-live-event";

const LOOK: Record<LiveStatus, { label: string; dot: string; hint: string }> = {
  live: { label: "실시간", dot: "status-success", hint: "변경 사항이 바로 반영됩니다" },
  connecting: { label: "연결 중", dot: "status-warning", hint: "실시간 연결을 여는 중입니다" },
  offline: {
    label: "재연결 중",
    dot: "status-error",
    hint: "연결이 끊겨 5초마다 새로 불러옵니다",
  },
  // The room keeps a bounded number of live pages (worker/event-room/live.ts LIVE_LIMITS).
  busy: {
    label: "접속자가 많아 잠시 후 다시 연결해요",
    dot: "status-warning",
    hint: "실시간 연결이 가득 차 30초마다 새로 불러옵니다",
  },
  deleted: { label: "삭제됨", dot: "status-neutral", hint: "이 모임은 삭제되었습니다" },
};

/** Shows whether the view is live (spec issue 6: a small indicator). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const look = LOOK[status];
  return (
    <span
      className="badge badge-ghost gap-2"
      title={look.hint}
      data-testid="live-indicator"
      data-status={status}
    >
      <span
        aria-hidden="true"
        className={`status ${look.dot} ${status === "live" ? "animate-pulse" : ""}`}
      />
      {look.label}
    </span>
  );
}
