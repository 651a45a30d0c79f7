import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { BOOKMARK_HEADER } from "#contract/page-data";
import type { AppType } from "../../worker/app";
import { clearToken, getToken } from "./auth-token";
import { ApiError, detailOf, retryAfterOf } from "./error-detail";

let onSignedOut: () => void = () => {};

/** The router registers where a 401/403 sends the visitor (spec: token removed, go to /login). */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/** The newest D1 bookmark seen: sent back so reads see this tab's own writes (page-data.ts). */
let bookmark = "";

/** The one API client: typed from the Worker's routes, bearer token from localStorage. */
export const api = hc<AppType>("/api/v1", {
  headers: (): Record<string, string> => {
    const token = getToken();
    const headers: Record<string, string> = bookmark ? { [BOOKMARK_HEADER]: bookmark } : {};
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  },
});

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json">
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/**
 * Awaits a call, answers its success body, and throws `ApiError` otherwise. A 401 or 403 on a
 * call made with a token signs the visitor out (public event calls never answer either).
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  return (await settle(call)) as SuccessBody<R>;
}

/**
 * `unwrap` for the few routes that send prepared JSON with `c.body` (the room's cached public
 * snapshot), whose type the client cannot infer: the contract type is named by the caller.
 */
export async function unwrapAs<T>(call: Promise<Response | ClientResponse<unknown>>): Promise<T> {
  return (await settle(call)) as T;
}

async function settle(call: Promise<Response | ClientResponse<unknown>>): Promise<unknown> {
  let res: Response | ClientResponse<unknown>;
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
      onSignedOut();
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
