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

/** The response a personal link opened on this page: its key stands in for the password. */
export type Linked = { key: string; name: string };
