import type { ResponsePublic } from "#contract/responses";

/**
 * '내 응답 링크': a personal link is the invite page's address with its key in the fragment,
 * which browsers never send to a server (so it reaches no log); the app reads it and opens
 * the response it names, ready to change or cancel without the password.
 */
export const KEY_PREFIX = "#key=";
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** The key in a page address's fragment, if it holds one. */
export function keyInAddress(hash: string): string | null {
  const key = hash.startsWith(KEY_PREFIX) ? hash.slice(KEY_PREFIX.length) : "";
  return KEY.test(key) ? key : null;
}

/**
 * The personal link's key for this page: read from the address and taken out of it at once
 * (`history.replaceState`, which neither reloads nor navigates), so that a person who copies
 * the page's address to pass the invite on does not pass on their edit rights with it; else
 * the key this page kept from an earlier read (a reload). It is kept as `responseKey` in the
 * page's own history entry's state, which a reload of the tab keeps and nothing else reads (not
 * the address, not another tab or visit, never localStorage); React Router leaves other fields
 * of that state alone. A key that opens nothing any more is forgotten by the answering code
 * (sending/answering.ts `forgetKey`).
 */
export function takeKey(): string | null {
  if (location.hash.startsWith(KEY_PREFIX)) {
    const kept = { ...history.state, responseKey: keyInAddress(location.hash) };
    history.replaceState(kept, "", location.pathname + location.search);
  }
  return history.state?.responseKey ?? null;
}

/** The response a personal link opened on this page: its key stands in for the password. */
export type Linked = Pick<ResponsePublic, "id" | "name" | "status"> & { key: string };
