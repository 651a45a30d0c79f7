import { readLinkToken, signLinkToken } from "../lib/signed-links";

/**
 * The links of a voter's mails: `verify` confirms the address left with a vote, `join` answers
 * '참석' to the event the poll became. Each names one poll and one vote, is signed with the
 * app's secret under an audience of its own (no other token passes for one), and is bound: a
 * verify link to the address it went to (a hash, so the address is not in the link), a join link
 * to the event.
 */
export const POLL_LINK_ACTIONS = ["verify", "join"] as const;
export type PollLinkAction = (typeof POLL_LINK_ACTIONS)[number];

export interface PollLink {
  pollId: string;
  voteId: string;
  action: PollLinkAction;
  binds: string;
}

const AUDIENCE = "moim-rsvp:poll-link";
/** A verify link lasts two days, as an invitee's does; a join link a month. */
export const POLL_LINK_TTL_MS: Record<PollLinkAction, number> = {
  verify: 48 * 3_600_000,
  join: 30 * 24 * 3_600_000,
};

/** What a verify link is bound to: the address's SHA-256, cut short; never the address. */
export async function addressBinding(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12)))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

export const signPollLink = (link: PollLink, now: number, secret: string) =>
  signLinkToken(
    {
      claims: { p: link.pollId, a: link.action, b: link.binds },
      subject: link.voteId,
      audience: AUDIENCE,
      expiresAt: now + POLL_LINK_TTL_MS[link.action],
    },
    secret,
    now,
  );

/** The link a token names for this poll, `expired` (ours, only past its time), or null. */
export async function readPollLink(
  token: string,
  pollId: string,
  secret: string,
): Promise<PollLink | "expired" | null> {
  const payload = await readLinkToken(token, AUDIENCE, secret);
  if (payload === null || payload === "expired") return payload;
  const { p, a, b, sub } = payload;
  if (p !== pollId || typeof sub !== "string" || typeof b !== "string") return null;
  if (!POLL_LINK_ACTIONS.includes(a as PollLinkAction)) return null;
  return { pollId, voteId: sub, action: a as PollLinkAction, binds: b };
}
