import { CHECK_IN_PASS } from "#contract/check-in-pass";

/**
 * The QR an invitee shows at the door holds a check-in pass (decision 0045), as the door
 * page's address with the pass in its fragment: `{origin}/events/{id}/door#pass={pass}`. A
 * phone's own camera that reads it opens the door page (which asks a host to sign in), never
 * the response; the pass checks the response in and opens nothing.
 */
const PASS_PREFIX = "#pass=";

/** The address a response's QR carries. */
export const passAddress = (origin: string, eventId: string, pass: string) =>
  `${origin}/events/${eventId}/door${PASS_PREFIX}${pass}`;

/** A scanned address's path, if it is a web address at all. */
function pathAndHash(scanned: string): { path: string; hash: string } | null {
  let url: URL;
  try {
    url = new URL(scanned.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return { path: url.pathname.replace(/\/$/, ""), hash: url.hash };
}

/**
 * The pass a scanned code holds for this event, or null. The origin is not checked: the app
 * is served at more than one address (a preview, a custom domain), and a pass of another event
 * is refused by the event id here and by its signature at the Worker.
 */
export function passForEvent(scanned: string, eventId: string): string | null {
  const read = pathAndHash(scanned);
  if (!read || read.path !== `/events/${eventId}/door`) return null;
  const pass = read.hash.startsWith(PASS_PREFIX) ? read.hash.slice(PASS_PREFIX.length) : "";
  return CHECK_IN_PASS.test(pass) ? pass : null;
}

/**
 * Whether a scanned code is a '내 응답 링크' (an invite page's address with a key): the QR of
 * before passes. The door says so and sends nothing: the key would open the response.
 */
export function isPersonalLink(scanned: string): boolean {
  const read = pathAndHash(scanned);
  return (
    read !== null && /^\/events\/[^/]+\/public$/.test(read.path) && read.hash.startsWith("#key=")
  );
}
