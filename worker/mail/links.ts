import { readLinkToken, signLinkToken } from "../lib/signed-links";

/**
 * The one-tap links of invitees' mails (decision 0025): each names one event, one response and
 * one action, is signed with the app's secret (HS256, an audience of its own so no other token
 * passes for one), and expires. `binds` names the state the link was made for: the offer's
 * deadline for accept and decline, the address's `created_at` for verify and unsubscribe, the
 * reminder's time for keep and cant, the response's version for leave, so a link for an offer
 * that ended, an address since replaced, a reminder since moved or a response since changed
 * does nothing ("used").
 */

export const MAIL_LINK_ACTIONS = [
  "verify",
  "accept",
  "decline",
  "unsubscribe",
  // The reminder's one-tap replies (decision 0026): '참석 유지' and '못 가요'.
  "keep",
  "cant",
  // '못 가요' in a promotion's or a change's mail, to whoever holds a seat (decision 0062).
  "leave",
  // '내 정보 삭제' in every mail: the response and all kept about it go. Bound, as unsubscribe,
  // to the address the mail went to.
  "erase",
  // A hosts' notice's one-click stop (decision 0067): names an account, not a response, and
  // sets its mode for the event to off; the room has no part in it.
  "host-off",
] as const;
export type MailLinkAction = (typeof MAIL_LINK_ACTIONS)[number];

export interface MailLink {
  eventId: string;
  responseId: string;
  action: MailLinkAction;
  binds: number;
}

/** A link about one response: every action but the hosts' stop, which the room never sees. */
export type ResponseLink = MailLink & { action: Exclude<MailLinkAction, "host-off"> };

export const isResponseLink = (link: MailLink): link is ResponseLink => link.action !== "host-off";

const AUDIENCE = "moim-rsvp:mail-link";
/** A verify link lasts two days; an unsubscribe link as long as mails may follow it. */
export const VERIFY_LINK_TTL_MS = 48 * 3_600_000;
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * 24 * 3_600_000;

export const signMailLink = (link: MailLink, expiresAt: number, secret: string) =>
  signLinkToken(
    {
      claims: { e: link.eventId, a: link.action, b: link.binds },
      subject: link.responseId,
      audience: AUDIENCE,
      expiresAt,
    },
    secret,
  );

/** The link a token names, `expired` (ours, only past its time), or null (anything else). */
export async function readMailLink(
  token: string,
  eventId: string,
  secret: string,
): Promise<MailLink | "expired" | null> {
  const payload = await readLinkToken(token, AUDIENCE, secret);
  if (payload === null || payload === "expired") return payload;
  const { e, a, b, sub } = payload;
  if (e !== eventId || typeof sub !== "string" || typeof b !== "number") return null;
  if (!MAIL_LINK_ACTIONS.includes(a as MailLinkAction)) return null;
  return { eventId, responseId: sub, action: a as MailLinkAction, binds: b };
}
