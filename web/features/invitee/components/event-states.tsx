import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router";
import type { CancelledEvent, EventCancelledError } from "#contract/cancelled-event";
import { m } from "#messages";
import { PublicShell } from "../../../components/layouts/public-shell";
import { ApiError } from "../../../lib/error-detail";
import { eventKeys } from "../../../lib/event-keys";

/** A mistyped or deleted link is rare: the page saying so loads when it is shown. */
const EventMissing = lazy(() =>
  import("./event-missing").then((module) => ({ default: module.EventMissing })),
);

/**
 * An unknown, malformed or deleted invite link (never server-rendered: it has no snapshot; a
 * deleted event's page the Worker writes itself, worker/pages/cancelled-page.ts).
 */
export function EventMissingState({
  deleted,
  cancelled,
}: {
  deleted: boolean;
  cancelled?: CancelledEvent;
}) {
  return (
    <Suspense fallback={<EventLoading />}>
      <EventMissing deleted={deleted} cancelled={cancelled} />
    </Suspense>
  );
}

/**
 * The cancelled event the page's read was refused with (410, decision 0060), read from the
 * query's error here, in this part fetched when shown, so the page's first load carries none of it.
 */
function useCancelledEvent(): CancelledEvent | undefined {
  const { eventId = "" } = useParams();
  const error = useQueryClient().getQueryState(eventKeys.publicView(eventId))?.error;
  return error instanceof ApiError && error.status === 410
    ? (error.body as EventCancelledError).event
    : undefined;
}

/** The snapshot could not be loaded (server or connection trouble), with a way to try again. */
export function EventLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PublicShell>
      <div role="alert" className="alert alert-error alert-soft flex-wrap">
        <span>{m.invitee_load_error()}</span>
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {m.invitee_retry()}
        </button>
      </div>
    </PublicShell>
  );
}

export function EventLoading() {
  return (
    <PublicShell>
      <div className="card bg-base-100 shadow-sm" aria-busy="true">
        <div className="card-body gap-3">
          <div className="skeleton h-5 w-16" />
          <div className="skeleton h-8 w-3/4" />
          <div className="skeleton h-4 w-1/2" />
          <div className="skeleton h-4 w-2/3" />
          <span className="sr-only">{m.invitee_loading()}</span>
        </div>
      </div>
    </PublicShell>
  );
}

/**
 * The invite page with no event to show: one that does not exist or was deleted, one still
 * loading, or one that could not be loaded. A part of its own (components/state-parts.ts): a page
 * the Worker rendered has its event from the start.
 */
export function NoEvent({
  missing,
  loading,
  onRetry,
}: {
  missing: "deleted" | "unknown" | null;
  loading: boolean;
  onRetry: () => void;
}) {
  const cancelled = useCancelledEvent();
  // Deleted while the page was open (the live socket's word): the read says what it was.
  const askWhatWasCancelled = missing === "deleted" && !cancelled;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once when the word comes; `onRetry` is new on every render
  useEffect(() => {
    if (askWhatWasCancelled) onRetry();
  }, [askWhatWasCancelled]);
  if (missing || cancelled) {
    return <EventMissingState deleted={missing === "deleted"} cancelled={cancelled} />;
  }
  return loading ? <EventLoading /> : <EventLoadError onRetry={onRetry} />;
}
