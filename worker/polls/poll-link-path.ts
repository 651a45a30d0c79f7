/**
 * Where a voter's mail link's page lives (./poll-links.ts signs its token): GET shows what it
 * will do, POST does it. Apart from the signing, so the Worker's start-up routes without jose.
 */
export const pollLinkPath = (pollId: string, token: string) => `/polls/${pollId}/mail/${token}`;

/** The poll and token of a voter's mail link's page, from a request's path (as mail/link-path.ts). */
export function pollLinkOfPath(pathname: string): { pollId: string; token: string } | null {
  const match = /^\/polls\/([0-9a-f-]{36})\/mail\/([^/]{1,2000})$/.exec(pathname);
  return match ? { pollId: match[1], token: match[2] } : null;
}
