import { isLanguage, type Language } from "#i18n/language";
import { m } from "#messages";
import type { VapidKeys } from "../lib/config";
import { eventDateText } from "../lib/event-date-text";
import { type MailSender, refusalOf } from "../lib/mail";
import { sendPush } from "../lib/web-push";
import { pollLinkPath } from "./poll-link-path";
import { signPollLink } from "./poll-links";
import { pollInvitationMail } from "./voter-mail";

/** How long a sender's claim on an invitation holds before another may take it over. */
const CLAIM_MS = 5 * 60_000;
/** Invitations one run sends; the minute's sweep takes the rest. */
const BATCH = 50;

/** What sending needs: the mail sender, the secret that signs the links, the push keys. */
export interface InvitationSenders {
  mail: MailSender;
  secretKey: string;
  vapid: VapidKeys | null;
}

interface Due {
  vote_id: string;
  poll_id: string;
  name: string;
  email: string | null;
  email_verified_at: string | null;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
  language: string;
  title: string;
  time_zone: string;
  event_id: string;
  starts_at: string;
  origin: string;
}

/**
 * Tells the voters a closed poll owes, in the order they voted: right after the close, and
 * from the minute's sweep for whatever a crash left. Each is claimed first (one statement: only
 * one sender wins it) and marked sent after its mail and push went, so it goes once; a sender
 * that died between the two leaves a claim that lapses, and it goes again then, not never.
 * `pollId` limits a run to one poll (the close's own).
 */
export async function sendPollInvitations(
  d1: D1Database,
  senders: InvitationSenders,
  now: number,
  pollId: string | null = null,
): Promise<number> {
  const due = await d1
    .prepare(
      `SELECT i.vote_id, i.poll_id, i.origin, v.name, v.email, v.email_verified_at,
          v.push_endpoint, v.push_p256dh, v.push_auth, v.language, p.title, p.time_zone,
          p.event_id, o.starts_at
        FROM poll_invitations i
        JOIN poll_votes v ON v.id = i.vote_id
        JOIN polls p ON p.id = i.poll_id
        JOIN poll_options o ON o.id = p.chosen_option_id
        WHERE i.sent_at IS NULL AND (i.claimed_at IS NULL OR i.claimed_at <= ?1)
          AND (?2 IS NULL OR i.poll_id = ?2)
        ORDER BY i.seq LIMIT ?3`,
    )
    .bind(now - CLAIM_MS, pollId, BATCH)
    .all<Due>();
  let sent = 0;
  for (const invitation of due.results) {
    const claimed = await d1
      .prepare(
        `UPDATE poll_invitations SET claimed_at = ?2 WHERE vote_id = ?1 AND sent_at IS NULL
          AND (claimed_at IS NULL OR claimed_at <= ?3)`,
      )
      .bind(invitation.vote_id, now, now - CLAIM_MS)
      .run();
    if (claimed.meta.changes === 0) continue;
    await tell(d1, senders, invitation, now);
    await d1
      .prepare(
        "UPDATE poll_invitations SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE vote_id = ?",
      )
      .bind(invitation.vote_id)
      .run();
    sent += 1;
  }
  return sent;
}

async function tell(d1: D1Database, senders: InvitationSenders, invitation: Due, now: number) {
  const locale: Language = isLanguage(invitation.language) ? invitation.language : "ko";
  const token = await signPollLink(
    {
      pollId: invitation.poll_id,
      voteId: invitation.vote_id,
      action: "join",
      binds: invitation.event_id,
    },
    now,
    senders.secretKey,
  );
  const joinPath = pollLinkPath(invitation.poll_id, token);
  const invitePath = `/events/${invitation.event_id}/public`;
  const noticeId = `poll-invitation-${invitation.vote_id}`;
  if (invitation.push_endpoint && invitation.push_p256dh && invitation.push_auth && senders.vapid) {
    const options = { locale };
    const date = eventDateText(invitation.starts_at, invitation.time_zone, locale);
    const outcome = await sendPush(
      {
        endpoint: invitation.push_endpoint,
        p256dh: invitation.push_p256dh,
        auth: invitation.push_auth,
      },
      {
        title: m.polls_invite_heading({}, options),
        body: m.polls_invite_body({ title: invitation.title, date }, options),
        url: invitePath,
        tag: noticeId,
        id: noticeId,
        actions: [{ action: "join", title: m.polls_invite_join({}, options), url: joinPath }],
      },
      senders.vapid,
    );
    // A browser its push service calls gone will take no more: it is forgotten.
    if (outcome.kind === "gone") {
      await d1
        .prepare(
          "UPDATE poll_votes SET push_endpoint = NULL, push_p256dh = NULL, push_auth = NULL WHERE id = ?",
        )
        .bind(invitation.vote_id)
        .run();
    }
    if (outcome.kind === "retry") throw new Error("push service asked to try again");
  }
  if (!invitation.email || !invitation.email_verified_at) return;
  const mail = pollInvitationMail(
    invitation.email,
    {
      title: invitation.title,
      name: invitation.name,
      startsAt: invitation.starts_at,
      timeZone: invitation.time_zone,
      joinLink: `${invitation.origin}${joinPath}`,
      invitePage: `${invitation.origin}${invitePath}`,
    },
    locale,
  );
  try {
    await senders.mail.send({ ...mail, headers: { "X-Notice-Id": noticeId } });
  } catch (error) {
    // An address that will never take our mail is given up; anything else is tried again
    // once the claim lapses.
    if (refusalOf(error).kind !== "address") throw error;
  }
}
