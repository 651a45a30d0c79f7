import { lazy, Suspense } from "react";
import { m } from "#messages";
import { PublicShell } from "./public-shell";

/** A mistyped or deleted link is rare: the page saying so loads when it is shown. */
const EventMissing = lazy(() =>
  import("./event-missing").then((module) => ({ default: module.EventMissing })),
);

/** An unknown, malformed or deleted invite link (never server-rendered: it has no snapshot). */
export function EventMissingState({ deleted }: { deleted: boolean }) {
  return (
    <Suspense fallback={<EventLoading />}>
      <EventMissing deleted={deleted} />
    </Suspense>
  );
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
  if (missing) return <EventMissingState deleted={missing === "deleted"} />;
  return loading ? <EventLoading /> : <EventLoadError onRetry={onRetry} />;
}
