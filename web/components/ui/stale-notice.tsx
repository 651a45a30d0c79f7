import { useEffect } from "react";
import { useOnline } from "../../lib/online";

/** How often a page that lost the server asks again, besides the browser's own 'online' event. */
const RETRY_EVERY_MS = 10_000;

/** '오후 7:05': when the kept data arrived, on the reader's own clock (it is about their screen). */
function receivedAt(ms: number): string {
  return new Date(ms).toLocaleTimeString("ko-KR", { hour: "numeric", minute: "2-digit" });
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
        {`${online ? "서버에 연결할 수 없어" : "인터넷에 연결되어 있지 않아"} ${receivedAt(query.dataUpdatedAt)}에 받은 내용을 보여주고 있습니다. 연결되면 자동으로 새로 불러옵니다.`}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => void refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? "불러오는 중" : "다시 시도"}
      </button>
    </div>
  );
}
