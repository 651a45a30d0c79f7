import { m } from "#messages";
import type { LiveStatus } from "../../lib/live-status";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * Each state's words. A hint (the badge's tooltip) only where it tells more than the label: how
 * the page keeps fresh while it has no live connection.
 */
const LOOK: Record<LiveStatus, { label: () => string; dot: string; hint?: () => string }> = {
  live: { label: m.account_live, dot: "status-success" },
  connecting: { label: m.account_live_connecting, dot: "status-warning" },
  offline: {
    label: m.account_live_offline,
    dot: "status-error",
    hint: m.account_live_offline_hint,
  },
  // The room keeps a bounded number of live pages (worker/event-room/live/live.ts LIVE_LIMITS).
  busy: { label: m.account_live_busy, dot: "status-warning", hint: m.account_live_busy_hint },
  deleted: { label: m.account_live_deleted, dot: "status-neutral" },
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
        title={look.hint?.()}
        data-testid="live-indicator"
        data-status={status}
      >
        <span
          aria-hidden="true"
          className={`status ${look.dot} ${status === "live" ? "animate-pulse" : ""}`}
        />
        {look.label()}
      </span>
    )
  );
}
