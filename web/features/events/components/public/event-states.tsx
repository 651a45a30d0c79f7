import { type ComponentProps, lazy, Suspense } from "react";

/**
 * The invite pages' other states: an unknown or deleted event, loading, a failed load. Someone
 * opening a working invite link never sees them (the page arrives with its data), so their code
 * (web/features/events/components/public/event-missing.tsx) loads only when one is shown.
 */
const states = () => import("./event-missing");
const Missing = lazy(() => states().then((module) => ({ default: module.EventMissing })));
const Loading = lazy(() => states().then((module) => ({ default: module.EventLoading })));
const LoadError = lazy(() => states().then((module) => ({ default: module.EventLoadError })));

export function EventMissing(props: ComponentProps<typeof Missing>) {
  return (
    <Suspense>
      <Missing {...props} />
    </Suspense>
  );
}

export function EventLoading() {
  return (
    <Suspense>
      <Loading />
    </Suspense>
  );
}

export function EventLoadError(props: ComponentProps<typeof LoadError>) {
  return (
    <Suspense>
      <LoadError {...props} />
    </Suspense>
  );
}
