/**
 * What the door's scanner read: the key of a '내 응답 링크' of this event, or nothing usable. A
 * personal link is `{origin}/events/{id}/public#key={key}` (web/features/invitee/response-link.ts);
 * the key alone names the response, so the origin is not checked: the app answers at more than
 * one address (a preview, a custom domain) and a key of another event is refused by the event id.
 */
const KEY = /^[A-Za-z0-9_-]{43}$/;

export function keyForEvent(scanned: string, eventId: string): string | null {
  let url: URL;
  try {
    url = new URL(scanned.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.pathname.replace(/\/$/, "") !== `/events/${eventId}/public`) return null;
  const key = url.hash.startsWith("#key=") ? url.hash.slice("#key=".length) : "";
  return KEY.test(key) ? key : null;
}
