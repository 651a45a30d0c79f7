import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { isLanguage, type Language } from "#i18n/language";
import { m } from "#messages";
import type { Db } from "../db/client";
import { events, standingAnswers, standingReplies } from "../db/schema";
import { buttonMail } from "../lib/button-mail";
import { configOf } from "../lib/config";
import { eventDateText } from "../lib/event-date-text";
import { createMailSender, refusalOf } from "../lib/mail";
import { standingLinkPath } from "./standing-link-path";
import { signStandingLink } from "./standing-links";

/**
 * A standing answer's mail for each occurrence it answers, to its proven address: the date,
 * its seat or place, and one-tap links to skip this meeting or stop answering every time.
 * Claimed before sending and marked after, as a closed poll's invitations are: a sender that
 * dies between the two leaves a claim that lapses, and the mail goes then, not never.
 */

const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

interface Due {
  standingId: string;
  eventId: string;
  seriesId: string;
  email: string | null;
  language: string;
  origin: string;
  name: string;
  title: string;
  eventDate: string;
  timeZone: string;
}

/** Mails what is owed on these occurrences (none given: on any, for the sweep). */
export async function mailStandingReplies(
  env: Env,
  db: Db,
  eventIds: string[] | null,
  now = Date.now(),
) {
  const due: Due[] = await db
    .select({
      standingId: standingReplies.standingId,
      eventId: standingReplies.eventId,
      seriesId: standingAnswers.seriesId,
      email: standingAnswers.notifyEmail,
      language: standingAnswers.language,
      origin: standingAnswers.origin,
      name: standingAnswers.name,
      title: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
    })
    .from(standingReplies)
    .innerJoin(standingAnswers, eq(standingAnswers.id, standingReplies.standingId))
    .innerJoin(events, eq(events.id, standingReplies.eventId))
    .where(
      and(
        eventIds ? inArray(standingReplies.eventId, eventIds) : undefined,
        eq(standingReplies.mailOwed, true),
        isNull(standingAnswers.stoppedAt),
        or(
          isNull(standingReplies.mailClaimedAt),
          lte(standingReplies.mailClaimedAt, now - CLAIM_MS),
        ),
      ),
    )
    .limit(BATCH);
  const config = configOf(env);
  const sender = createMailSender(env, config, db);
  for (const reply of due) {
    const which = and(
      eq(standingReplies.standingId, reply.standingId),
      eq(standingReplies.eventId, reply.eventId),
      eq(standingReplies.mailOwed, true),
      or(isNull(standingReplies.mailClaimedAt), lte(standingReplies.mailClaimedAt, now - CLAIM_MS)),
    );
    const [claimed] = await db
      .update(standingReplies)
      .set({ mailClaimedAt: now })
      .where(which)
      .returning({ eventId: standingReplies.eventId });
    if (!claimed || !reply.email) continue;
    const mail = await standingMail(reply, reply.email, config.secretKey, now);
    try {
      await sender.send({
        ...mail,
        headers: { "X-Notice-Id": `standing-${reply.standingId}-${reply.eventId}` },
      });
    } catch (error) {
      // An address that will never take our mail is given up; anything else goes again once
      // the claim lapses.
      if (refusalOf(error).kind !== "address") continue;
    }
    await db
      .update(standingReplies)
      .set({ mailOwed: false })
      .where(
        and(
          eq(standingReplies.standingId, reply.standingId),
          eq(standingReplies.eventId, reply.eventId),
        ),
      );
  }
}

async function standingMail(reply: Due, to: string, secret: string, now: number) {
  const locale: Language = isLanguage(reply.language) ? reply.language : "ko";
  const options = { locale };
  const link = async (action: "skip" | "stop") =>
    `${reply.origin}${standingLinkPath(
      reply.seriesId,
      await signStandingLink(
        { seriesId: reply.seriesId, standingId: reply.standingId, eventId: reply.eventId, action },
        now,
        secret,
      ),
    )}`;
  const date = eventDateText(reply.eventDate, reply.timeZone, locale);
  const { title, name } = reply;
  return buttonMail(to, m.standing_mail_subject({ title, date }, options), locale, {
    heading: m.standing_mail_heading({}, options),
    paragraphs: [
      m.standing_mail_body({ title, date, name }, options),
      m.standing_mail_ask({}, options),
    ],
    buttons: [
      [m.standing_skip({}, options), await link("skip")],
      [m.standing_open_event({}, options), `${reply.origin}/events/${reply.eventId}/public`],
      [m.standing_stop({}, options), await link("stop")],
    ],
    foot: m.standing_mail_about({}, options),
  });
}
