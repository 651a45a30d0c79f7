import { useEffect } from "react";
import { m } from "#messages";
import { readerLanguage } from "../../i18n/reader-language";
import { useOnline } from "../../lib/online";

/** How often a page that lost the server asks again, besides the browser's own 'online' event. */
const RETRY_EVERY_MS = 10_000;

/**
 * '오후 7:05': when the kept data arrived, on the reader's own clock (it is about their screen),
 * in their language.
 */
function receivedAt(ms: number): string {
  return new Date(ms).toLocaleTimeString(readerLanguage(), { hour: "numeric", minute: "2-digit" });
}

/** The part of a TanStack Query result this notice reads. */
export interface KeptQuery {
  isError: boolean;
  data: unknown;
  dataUpdatedAt: number;
  isFetching: boolean;
  /** Held back by TanStack Query because the browser is offline. */
  isPaused?: boolean;
  refetch: () => unknown;
}

/**
 * What an organiser page shows above data it kept through an outage or while offline: the list
 * at the door must not disappear because one refresh failed. Says when the data was last
 * received, asks again on its own until the server replies, and offers to ask now.
 */
export function StaleNotice({ query }: { query: KeptQuery }) {
  const online = useOnline();
  const stale = query.data !== undefined && (query.isError || query.isPaused || !online);
  const { refetch } = query;
  useEffect(() => {
    if (!stale) return;
    const timer = setInterval(() => void refetch(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [stale, refetch]);
  if (!stale) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft" data-testid="stale-notice">
      <span>
        {(online ? m.account_stale_server : m.account_stale_offline)({
          time: receivedAt(query.dataUpdatedAt),
        })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => void refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? m.account_stale_loading() : m.account_try_again()}
      </button>
    </div>
  );
}
