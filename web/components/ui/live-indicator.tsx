import type { LiveStatus } from "../../lib/live-status";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * Each state's words. A hint (the badge's tooltip) only where it tells more than the label: how
 * the page keeps fresh while it has no live connection.
 */
const LOOK: Record<LiveStatus, { label: string; dot: string; hint?: string }> = {
  live: { label: "실시간", dot: "status-success" },
  connecting: { label: "연결 중", dot: "status-warning" },
  offline: {
    label: "재연결 중",
    dot: "status-error",
    hint: "연결이 끊겨 5초마다 새로 불러옵니다",
  },
  // The room keeps a bounded number of live pages (worker/event-room/live/live.ts LIVE_LIMITS).
  busy: {
    label: "접속자가 많아 잠시 후 다시 연결해요",
    dot: "status-warning",
    hint: "30초마다 새로 불러옵니다",
  },
  deleted: { label: "삭제됨", dot: "status-neutral" },
};

/**
 * Shows whether the view is live, small beside the title. Not on the page the Worker
 * renders, until the app runs it: only the app can connect, and without JavaScript '연결 중'
 * would stay forever.
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const look = LOOK[status];
  return (
    useHydrated() && (
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
    )
  );
}
