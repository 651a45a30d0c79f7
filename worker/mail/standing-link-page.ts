import { and, eq } from "drizzle-orm";
import { isLanguage, type Language } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { createDb } from "../db/client";
import { events, standingAnswers, standingReplies } from "../db/schema";
import { configOf } from "../lib/config";
import { eventDateText } from "../lib/event-date-text";
import { attemptSource, clientSource } from "../lib/password-attempt-limits";
import { readStandingLink, type StandingLink } from "../series/standing-links";
import { stopStanding } from "../series/standing-stop";
import { roomFor } from "../services/event-rooms";
import { ask, backTo, linkPage, pressedOrOpened } from "./plain-link-page";

/** Why the occurrence's room refused a skip, in the page's words. */
const REFUSED: Record<string, (inputs: object, options: { locale: Language }) => string> = {
  deadline_passed: m.notices_link_offer_closed,
  event_ended: m.notices_link_event_ended,
};

/**
 * The page of a standing answer's mail link (`/series/{id}/mail/{token}`): GET says what it
 * will do and changes nothing (mail scanners open every link); POST, its button, does it.
 * `skip` answers '불참' for the one occurrence the mail was about, and the standing answer goes
 * on; `stop` ends the standing answer from that occurrence on.
 */
export async function serveStandingMailLink(
  request: Request,
  env: Env,
  seriesId: string,
  token: string,
): Promise<Response> {
  const acting = await pressedOrOpened(request);
  if (acting instanceof Response) return acting;
  const config = configOf(env);
  const link = await readStandingLink(token, seriesId, config.secretKey);
  const fallback = requestLanguage(request);
  const cannot = m.standing_link_invalid_title({}, { locale: fallback });
  if (link === null)
    return page(fallback, cannot, m.standing_link_invalid({}, { locale: fallback }), 404);
  if (link === "expired") {
    return page(fallback, cannot, m.standing_link_expired({}, { locale: fallback }), 410);
  }
  const db = createDb(env.DB);
  const [found] = await db
    .select({
      answer: standingAnswers,
      responseId: standingReplies.responseId,
      state: standingReplies.state,
      title: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
    })
    .from(standingAnswers)
    .innerJoin(events, eq(events.id, link.eventId))
    .leftJoin(
      standingReplies,
      and(
        eq(standingReplies.standingId, standingAnswers.id),
        eq(standingReplies.eventId, link.eventId),
      ),
    )
    .where(and(eq(standingAnswers.id, link.standingId), eq(standingAnswers.seriesId, seriesId)));
  const stored = found?.answer.language;
  const locale = requestLanguage(request, {
    account: stored && isLanguage(stored) ? stored : undefined,
  });
  const options = { locale };
  const heading = m.standing_mail_heading({}, options);
  if (!found || found.answer.stoppedAt !== null) {
    return page(locale, cannot, m.standing_link_gone({}, options), 404);
  }
  const date = eventDateText(found.eventDate, found.timeZone, locale);
  const words = { title: found.title, date };
  const open = backTo(`/events/${link.eventId}/public`, m.standing_open_event({}, options));
  if (link.action === "stop") {
    if (!acting) {
      return page(
        locale,
        heading,
        m.standing_stop_ask(words, options),
        200,
        ask(m.standing_stop, locale),
      );
    }
    await stopStanding(env, db, link.standingId, link.eventId);
    return page(locale, heading, m.standing_stop_done({}, options), 200, open);
  }
  if (!found.responseId || found.state !== "answered") {
    return page(locale, heading, m.standing_link_gone({}, options), 404, open);
  }
  if (!acting) {
    return page(
      locale,
      heading,
      m.standing_skip_ask(words, options),
      200,
      ask(m.standing_skip, locale),
    );
  }
  return skip(request, env, link, found.answer.passwordHash, found.responseId, locale, words);
}

async function skip(
  request: Request,
  env: Env,
  link: StandingLink,
  passwordHash: string,
  responseId: string,
  locale: Language,
  words: { title: string; date: string },
) {
  const options = { locale };
  const heading = m.standing_mail_heading({}, options);
  const open = backTo(`/events/${link.eventId}/public`, m.standing_open_event({}, options));
  const config = configOf(env);
  const source = attemptSource(
    clientSource(request.headers.get("CF-Connecting-IP"), config.isProduction),
  );
  // Under the password the standing answer made it with: one changed there by hand is the
  // member's own now, and this link no longer speaks for it.
  const result = await roomFor(env, link.eventId).modify(link.eventId, {
    responseId,
    expectedHash: passwordHash,
    source,
    reservedIds: [responseId],
    status: "not_attending",
    language: locale,
  });
  if (result.ok) return page(locale, heading, m.standing_skip_done(words, options), 200, open);
  if (result.code === "event_not_found" || result.code === "response_not_found") {
    return page(locale, heading, m.standing_link_gone({}, options), 404, open);
  }
  if (result.code === "response_changed") {
    return page(locale, heading, m.standing_link_changed({}, options), 409, open);
  }
  const reason = (REFUSED[result.code] ?? m.notices_link_try_later)({}, options);
  return page(locale, heading, m.standing_link_try_later({ reason }, options), 409, open);
}

const page = (locale: Language, title: string, said: string, status: number, after = "") =>
  linkPage(
    locale,
    m.standing_page_title({ heading: title }, { locale }),
    title,
    said,
    status,
    after,
  );
