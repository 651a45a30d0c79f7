/**
 * Where a standing answer's mail link's page lives (./standing-links.ts signs its token): GET
 * shows what it will do, POST does it. Apart from the signing, so the Worker's start-up routes
 * without jose.
 */
export const standingLinkPath = (seriesId: string, token: string) =>
  `/series/${seriesId}/mail/${token}`;

/** The series and token of a standing answer's mail link's page, from a request's path. */
export function standingLinkOfPath(pathname: string): { seriesId: string; token: string } | null {
  const match = /^\/series\/([0-9a-f-]{36})\/mail\/([^/]{1,2000})$/.exec(pathname);
  return match ? { seriesId: match[1], token: match[2] } : null;
}
