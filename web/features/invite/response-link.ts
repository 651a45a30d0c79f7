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
 * Where a key read from the address is kept once the address no longer shows it: this tab's
 * session storage, per event, so a reload still opens the response and closing the tab forgets
 * it. Never in localStorage, which every later visit (and anyone else on the device) would read.
 */
const keptFor = (eventId: string) => `moim:response-key:${eventId}`;

function keep(eventId: string, key: string | null): void {
  try {
    if (key) sessionStorage.setItem(keptFor(eventId), key);
    else sessionStorage.removeItem(keptFor(eventId));
  } catch {
    // Storage blocked: the link opens the response this time, a reload will not.
  }
}

/**
 * The personal link's key for this page: read from the address and taken out of it at once
 * (`history.replaceState`, which neither reloads nor navigates), so that a person who copies
 * the page's address to pass the invite on does not pass on their edit rights with it; else
 * the key this tab kept from an earlier read (a reload).
 */
export function takeKey(eventId: string): string | null {
  if (location.hash.startsWith(KEY_PREFIX)) {
    const key = keyInAddress(location.hash);
    history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    if (key) keep(eventId, key);
    return key;
  }
  try {
    return keyInAddress(`${KEY_PREFIX}${sessionStorage.getItem(keptFor(eventId)) ?? ""}`);
  } catch {
    return null;
  }
}

/** Forgets a kept key that opens nothing any more. */
export const forgetKey = (eventId: string) => keep(eventId, null);

/** The response a personal link opened on this page: its key stands in for the password. */
export type Linked = { key: string; name: string };
