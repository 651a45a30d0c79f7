import { useCallback, useRef } from "react";
import type { KeptQuery } from "../../../../components/ui/stale-notice";

/**
 * Several queries of one page read as one for the stale notice: it is stale when any of them
 * holds data whose latest fetch failed, the data is as old as the oldest of those, and asking
 * again asks every failed one. The page shows one notice for its header, stats and list,
 * which an outage takes down together.
 */
export function keptTogether(queries: KeptQuery[], refetch: () => void): KeptQuery {
  const failed = queries.filter((query) => query.isError && query.data !== undefined);
  return {
    isError: failed.length > 0,
    data: failed.length > 0 ? failed : undefined,
    dataUpdatedAt: Math.min(...failed.map((query) => query.dataUpdatedAt)),
    isFetching: queries.some((query) => query.isFetching),
    refetch,
  };
}

/**
 * `keptTogether` with a refetch that stays the same between renders, so the notice's 10 s
 * retry timer is not restarted by every render (polling re-renders the page every 5 s).
 */
export function useKeptQueries(...queries: KeptQuery[]): KeptQuery {
  const latest = useRef(queries);
  latest.current = queries;
  const refetch = useCallback(() => {
    for (const query of latest.current) void query.refetch();
  }, []);
  return keptTogether(queries, refetch);
}
