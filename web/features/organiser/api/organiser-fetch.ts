import { requestHeaders, timedFetch, unwrapAs } from "../../../lib/api-response";

/**
 * A call to the co-host and check-in routes of issue 38, typed by the contract (the caller
 * names the reply's type). These routes were written alongside this page, so the typed client
 * could not be relied on to know them yet; the answer is read as every call's is (settle).
 */
export function organiserFetch<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = requestHeaders();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return unwrapAs<T>(
    timedFetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
