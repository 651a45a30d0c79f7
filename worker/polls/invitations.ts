import { isLanguage } from "#i18n/language";
import { type MailSender, refusalOf } from "../lib/mail";
import { pollLinkPath } from "./poll-link-path";
import { signPollLink } from "./poll-links";
import { pollInvitationMail } from "./voter-mail";

/** How long a sender's claim on an invitation holds before another may take it over. */
const CLAIM_MS = 5 * 60_000;
/** Invitations one run sends; the minute's sweep takes the rest. */
const BATCH = 50;

interface Due {
  vote_id: string;
  poll_id: string;
  name: string;
  email: string;
  language: string;
  title: string;
  time_zone: string;
  event_id: string;
  starts_at: string;
  origin: string;
}

/**
 * Mails the voters a closed poll owes, in the order they voted: right after the close, and
 * from the minute's sweep for whatever a crash left. Each is claimed first (one statement: only
 * one sender wins it) and marked sent after its mail went, so it goes once; a sender that died
 * between the two leaves a claim that lapses, and the mail goes again then, not never.
 * `pollId` limits a run to one poll (the close's own).
 */
export async function sendPollInvitations(
  d1: D1Database,
  sender: MailSender,
  secretKey: string,
  now: number,
  pollId: string | null = null,
): Promise<number> {
  const due = await d1
    .prepare(
      `SELECT i.vote_id, i.poll_id, i.origin, v.name, v.email, v.language, p.title, p.time_zone,
          p.event_id, o.starts_at
        FROM poll_invitations i
        JOIN poll_votes v ON v.id = i.vote_id
        JOIN polls p ON p.id = i.poll_id
        JOIN poll_options o ON o.id = p.chosen_option_id
        WHERE i.sent_at IS NULL AND (i.claimed_at IS NULL OR i.claimed_at <= ?1)
          AND (?2 IS NULL OR i.poll_id = ?2) AND v.email IS NOT NULL
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
    const token = await signPollLink(
      {
        pollId: invitation.poll_id,
        voteId: invitation.vote_id,
        action: "join",
        binds: invitation.event_id,
      },
      now,
      secretKey,
    );
    const locale = isLanguage(invitation.language) ? invitation.language : "ko";
    const mail = {
      ...pollInvitationMail(
        invitation.email,
        {
          title: invitation.title,
          name: invitation.name,
          startsAt: invitation.starts_at,
          timeZone: invitation.time_zone,
          joinLink: `${invitation.origin}${pollLinkPath(invitation.poll_id, token)}`,
          invitePage: `${invitation.origin}/events/${invitation.event_id}/public`,
        },
        locale,
      ),
      headers: { "X-Notice-Id": `poll-invitation-${invitation.vote_id}` },
    };
    try {
      await sender.send(mail);
    } catch (error) {
      // An address that will never take our mail is given up; anything else is tried again
      // once the claim lapses.
      if (refusalOf(error).kind !== "address") throw error;
    }
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
