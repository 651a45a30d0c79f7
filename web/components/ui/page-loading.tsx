import { m } from "#messages";

/** Shown while a lazily loaded route's code arrives. */
export function PageLoading() {
  return (
    <div className="grid min-h-[40vh] place-items-center" aria-busy="true">
      <span className="loading loading-lg text-primary" />
      <span className="sr-only">{m.account_loading()}</span>
    </div>
  );
}
