/**
 * Where a mail's one-tap link's page lives (./links.ts signs its token): GET shows what it
 * will do, POST does it. Apart from the signing, so the Worker's start-up routes without jose.
 */
export const mailLinkPath = (eventId: string, token: string) => `/events/${eventId}/mail/${token}`;

/** The event and token of a mail link's page, from a request's path. */
export function mailLinkOfPath(pathname: string): { eventId: string; token: string } | null {
  const match = /^\/events\/([0-9a-f-]{36})\/mail\/([A-Za-z0-9_.-]{20,2000})$/.exec(pathname);
  return match ? { eventId: match[1], token: match[2] } : null;
}
