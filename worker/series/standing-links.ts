import { readLinkToken, signLinkToken } from "../lib/signed-links";

/**
 * The links of a standing answer's mails (decision 0069): `skip` gives up the one occurrence
 * the mail is about ('이번엔 못 가요'), `stop` ends the standing answer ('매번 참석 그만하기').
 * Each names one series, one standing answer and one occurrence, signed with the app's secret
 * under an audience of its own, so no other token passes for one.
 */
export const STANDING_LINK_ACTIONS = ["skip", "stop"] as const;
export type StandingLinkAction = (typeof STANDING_LINK_ACTIONS)[number];

export interface StandingLink {
  seriesId: string;
  standingId: string;
  eventId: string;
  action: StandingLinkAction;
}

const AUDIENCE = "moim-rsvp:standing-link";
/** As long as the occurrence it is about could still be given up: a season of weeks. */
export const STANDING_LINK_TTL_MS = 120 * 24 * 3_600_000;

export const signStandingLink = (link: StandingLink, now: number, secret: string) =>
  signLinkToken(
    {
      claims: { s: link.seriesId, e: link.eventId, a: link.action },
      subject: link.standingId,
      audience: AUDIENCE,
      expiresAt: now + STANDING_LINK_TTL_MS,
    },
    secret,
    now,
  );

/** The link a token names for this series, `expired` (ours, only past its time), or null. */
export async function readStandingLink(
  token: string,
  seriesId: string,
  secret: string,
): Promise<StandingLink | "expired" | null> {
  const payload = await readLinkToken(token, AUDIENCE, secret);
  if (payload === null || payload === "expired") return payload;
  const { s, e, a, sub } = payload;
  if (s !== seriesId || typeof sub !== "string" || typeof e !== "string") return null;
  if (!STANDING_LINK_ACTIONS.includes(a as StandingLinkAction)) return null;
  return { seriesId, standingId: sub, eventId: e, action: a as StandingLinkAction };
}
