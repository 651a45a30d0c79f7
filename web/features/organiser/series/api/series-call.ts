import { requestHeaders, timedFetch, unwrapAs } from "../../../../lib/api-response";

/**
 * A call to /series/…, read as the contract's type `T`, with every call's headers, timeout and
 * replies (api-response.ts). The typed client (api-client.ts) is made from the Worker's routes;
 * until it has the series' routes, their calls are made here, the one place to move them over.
 */
export function seriesCall<T>(
  path: string,
  { method = "GET", json, signal }: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = requestHeaders();
  if (json !== undefined) headers["content-type"] = "application/json";
  return unwrapAs<T>(
    timedFetch(`/api/v1/series${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
    }),
  );
}
