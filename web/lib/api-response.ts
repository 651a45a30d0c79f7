import { BOOKMARK_HEADER } from "#contract/bookmark";
import { clearToken, getToken } from "./auth-token";
import { ApiError, detailOf, retryAfterOf } from "./error-detail";

/**
 * What every API call sends and how its reply is read, apart from the typed client
 * (api-client.ts): the invite page reads its one public view through here without carrying
 * that client on its first load (docs/decisions/0007-landing-page-weight.md).
 */

/** Given the refusal's body, so that the login page can say why (a password changed elsewhere). */
let onSignedOut: (body: unknown) => void = () => {};

/** The router registers where a 401/403 sends the visitor (the token removed, to /login). */
export function whenSignedOut(handler: (body: unknown) => void): void {
  onSignedOut = handler;
}

/** The newest D1 bookmark seen: sent back so reads see this tab's own writes (bookmark.ts). */
let bookmark = "";

/** The headers of every call: the bearer token from localStorage, and the bookmark. */
export function requestHeaders(): Record<string, string> {
  const token = getToken();
  const headers: Record<string, string> = bookmark ? { [BOOKMARK_HEADER]: bookmark } : {};
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * How long a call may go without a reply before it counts as lost: a phone on a dying connection
 * must hear "network error" rather than spin; every call that creates something carries an
 * idempotency key, so pressing again after this is safe.
 */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * `fetch` that gives up after REQUEST_TIMEOUT_MS, and still when its caller aborts (callers
 * hand over a fresh signal: one aborted already would be missed).
 */
export function timedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  // One controller for both, not AbortSignal.any: Safari before 17.4 has no such thing.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), REQUEST_TIMEOUT_MS);
  init.signal?.addEventListener("abort", () => stop.abort(), { once: true });
  return fetch(input, { ...init, signal: stop.signal }).finally(() => clearTimeout(timer));
}

/**
 * A call's success body, for the routes that send prepared JSON with `c.body` (the room's
 * cached public snapshot), whose type the client cannot infer: the contract type is named by
 * the caller. Throws `ApiError` otherwise.
 */
export async function unwrapAs<T>(call: Promise<Response>): Promise<T> {
  return (await settle(call)) as T;
}

/**
 * Awaits a call and returns its body, or throws `ApiError`. A 401 or 403 on a call made with a
 * token signs the visitor out (public event calls never reply either).
 */
export async function settle(call: Promise<Response>): Promise<unknown> {
  let res: Response;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, null);
  }
  const latest = res.headers.get(BOOKMARK_HEADER);
  if (latest && latest > bookmark) bookmark = latest;
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    if ((res.status === 401 || res.status === 403) && getToken()) {
      clearToken();
      onSignedOut(body);
    }
    throw new ApiError(
      res.status,
      detailOf(body),
      body,
      retryAfterOf(res.headers.get("retry-after")),
    );
  }
  return body;
}
