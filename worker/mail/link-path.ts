/**
 * Where a mail's one-tap link's page lives (./links.ts signs its token): GET shows what it
 * will do, POST does it. Apart from the signing, so the Worker's start-up routes without jose.
 */
export const mailLinkPath = (eventId: string, token: string) => `/events/${eventId}/mail/${token}`;

/**
 * The event and token of a mail link's page, from a request's path. Any token up to the bound
 * is the page's to refuse: a link cut short by a mail client, or mangled, reads as no link
 * there (404, in words), not as an app page.
 */
export function mailLinkOfPath(pathname: string): { eventId: string; token: string } | null {
  const match = /^\/events\/([0-9a-f-]{36})\/mail\/([^/]{1,2000})$/.exec(pathname);
  return match ? { eventId: match[1], token: match[2] } : null;
}
