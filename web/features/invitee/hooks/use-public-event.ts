import { useEffect, useState } from "react";
import type { EventPublicView } from "#contract/public-view";
import { responsesCloseAt } from "#contract/response-rules";
import type { ApiError } from "../../../lib/error-detail";
import type { LiveStatus } from "../../../lib/live-status";
import { publicEventQuery } from "../../../lib/public-event-query";
import { useLiveEvent } from "../../../lib/use-live-event";
import { useObservedQuery } from "../../../lib/use-observed-query";

export type PublicEventState = {
  view: EventPublicView | undefined;
  live: LiveStatus;
  /**
   * Unknown id, malformed id, or deleted (by a 404, a 410 naming the cancelled event, or the
   * live socket's word).
   */
  missing: "unknown" | "deleted" | null;
  error: unknown;
  isLoading: boolean;
  refetch: () => void;
  /**
   * Closed for responses: the server says so, or the deadline (or else the event's start)
   * passed while the page was open.
   */
  closed: boolean;
};

/** The public snapshot, fed live by the event's room, for both invitee pages. */
export function usePublicEvent(eventId: string): PublicEventState {
  // An invite page served by the Worker has its snapshot in the cache already
  // (web/app/initial-data.ts), so this starts without a request.
  const query = useObservedQuery(publicEventQuery(eventId));
  // Only an ApiError has a status: every other error leaves it undefined, which none is.
  const notFound = [404, 410, 422].includes((query.error as ApiError | null)?.status as number);
  const live = useLiveEvent(notFound ? undefined : eventId);
  const closesAt = query.data ? responsesCloseAt(query.data) : null;
  const closed = usePassed(closesAt) || !!query.data?.is_closed;
  return {
    view: notFound ? undefined : query.data,
    live,
    missing: live === "deleted" ? "deleted" : notFound ? "unknown" : null,
    error: query.error,
    isLoading: query.isPending,
    refetch: () => void query.refetch(),
    closed,
  };
}

/** True once the instant is past; flips by itself while the page stays open. */
function usePassed(instant: string | null): boolean {
  const at = instant ? Date.parse(instant) : Number.NaN;
  const [passed, setPassed] = useState(() => Number.isFinite(at) && Date.now() > at);
  useEffect(() => {
    // NaN without an instant: never passed, nothing to wait for.
    const wait = at - Date.now();
    setPassed(wait < 0);
    // Timers cannot wait longer than about 24.8 days; past that, the page is reloaded first.
    if (!(wait >= 0 && wait <= 2_147_000_000)) return;
    const timer = setTimeout(() => setPassed(true), wait + 250);
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}
