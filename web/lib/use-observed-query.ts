import {
  notifyManager,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/**
 * TanStack Query's useQuery without what only suspense, error boundaries and cache persisters
 * need: the same observer, the same optimistic first result, the same tracking of the fields
 * read (a change of another field does not re-render). The invite page's first load carries
 * this instead of useQuery's modules (docs/decisions/0007-landing-page-weight.md); other
 * pages use useQuery itself.
 */
export function useObservedQuery<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
): QueryObserverResult<TData, Error> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = "optimistic";
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(changed));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  return observer.trackResult(result);
}
