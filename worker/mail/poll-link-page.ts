import { nameKey } from "#contract/response-rules";
import { isLanguage, type Language } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { configOf } from "../lib/config";
import { attemptSource, clientSource } from "../lib/password-attempt-limits";
import { addressBinding, type PollLink, readPollLink } from "../polls/poll-links";
import { roomFor } from "../services/event-rooms";
import { ask, backTo, linkPage, pressedOrOpened } from "./plain-link-page";

type Words = (inputs: object, options: { locale: Language }) => string;

/** Why the event's room refused a voter's '참석', in the page's words. */
const REFUSED: Record<string, Words> = {
  response_exists: m.errors_response_exists,
  deadline_passed: m.errors_deadline_passed,
  event_ended: m.errors_event_ended,
  event_full: m.errors_event_full,
  event_cancelled: m.errors_event_cancelled,
  invalid_answers: m.polls_join_page_questions,
};

interface LinkedVote {
  name: string;
  password_hash: string;
  email: string | null;
  email_verified_at: string | null;
  language: string;
  title: string;
  event_id: string | null;
}

/**
 * The page of a voter's mail link (`/polls/{id}/mail/{token}`): GET says what it will do and
 * changes nothing (mail scanners open every link); POST, its button, does it. `verify` confirms
 * the address the link went to; `join` answers the event the poll became as '참석' (or the
 * waiting list when full), under the name and password of the vote, with that address as the
 * response's, already proven by this link.
 */
export async function servePollMailLink(
  request: Request,
  env: Env,
  pollId: string,
  token: string,
): Promise<Response> {
  const acting = await pressedOrOpened(request);
  if (acting instanceof Response) return acting;
  const config = configOf(env);
  const link = await readPollLink(token, pollId, config.secretKey);
  const fallback = { locale: requestLanguage(request) };
  const cannot = m.polls_link_invalid_title({}, fallback);
  if (link === null) return page(fallback.locale, cannot, m.polls_link_invalid({}, fallback), 404);
  if (link === "expired") {
    return page(fallback.locale, cannot, m.polls_link_expired({}, fallback), 410);
  }
  const vote = await env.DB.prepare(
    `SELECT v.name, v.password_hash, v.email, v.email_verified_at, v.language, p.title, p.event_id
      FROM poll_votes v JOIN polls p ON p.id = v.poll_id WHERE v.id = ? AND v.poll_id = ?`,
  )
    .bind(link.voteId, pollId)
    .first<LinkedVote>();
  const account = vote && isLanguage(vote.language) ? vote.language : undefined;
  const locale = requestLanguage(request, { account });
  if (!vote) {
    const options = { locale };
    return page(
      locale,
      m.polls_link_invalid_title({}, options),
      m.polls_link_gone({}, options),
      404,
    );
  }
  if (link.action === "verify") return verify(env, link, vote, locale, acting, pollId);
  return join(request, env, link, vote, locale, acting);
}

async function verify(
  env: Env,
  link: PollLink,
  vote: LinkedVote,
  locale: Language,
  acting: boolean,
  pollId: string,
) {
  const options = { locale };
  const heading = m.polls_verify_heading({}, options);
  const back = backTo(`/polls/${pollId}`, m.polls_link_back_poll({}, options));
  const current = vote.email !== null && (await addressBinding(vote.email)) === link.binds;
  if (!current) return page(locale, heading, m.polls_verify_page_changed({}, options), 409, back);
  if (!acting && vote.email_verified_at === null) {
    const asked = m.polls_verify_page_ask({ title: vote.title }, options);
    return page(locale, heading, asked, 200, ask(m.polls_verify_button, locale));
  }
  if (vote.email_verified_at === null) {
    await env.DB.prepare(
      `UPDATE poll_votes SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ? AND email = ? AND email_verified_at IS NULL`,
    )
      .bind(link.voteId, vote.email)
      .run();
  }
  return page(locale, heading, m.polls_verify_page_done({}, options), 200, back);
}

async function join(
  request: Request,
  env: Env,
  link: PollLink,
  vote: LinkedVote,
  locale: Language,
  acting: boolean,
) {
  const options = { locale };
  const heading = m.polls_invite_heading({}, options);
  const eventId = link.binds;
  const invitePage = `/events/${eventId}/public`;
  const open = backTo(invitePage, m.polls_link_open_event({}, options));
  if (vote.event_id !== eventId) return page(locale, heading, m.polls_link_gone({}, options), 404);
  if (!acting) {
    const asked = m.polls_join_page_ask({ title: vote.title, name: vote.name }, options);
    return page(locale, heading, asked, 200, ask(m.polls_invite_join, locale));
  }
  const config = configOf(env);
  const source = attemptSource(
    clientSource(request.headers.get("CF-Connecting-IP"), config.isProduction),
  );
  const result = await roomFor(env, eventId).submit(eventId, {
    name: vote.name,
    nameKey: nameKey(vote.name),
    passwordHash: vote.password_hash,
    status: "waiting",
    message: null,
    guests: 0,
    // The vote's own key: the link followed twice answers once, and the second gets the first's reply.
    idempotencyKey: `poll-vote:${link.voteId}`,
    requestHash: null,
    source,
    notifyEmail: vote.email,
    notifyEmailProven: vote.email !== null,
    origin: new URL(request.url).origin,
    language: locale,
  });
  if (!result.ok) {
    if (result.code === "event_not_found") {
      return page(locale, heading, m.polls_join_page_event_gone({}, options), 404);
    }
    const reason = (REFUSED[result.code] ?? m.notices_link_try_later)({}, options);
    return page(locale, heading, m.polls_join_page_refused({ reason }, options), 409, open);
  }
  const { reply } = result;
  const said =
    reply.response.status === "waiting"
      ? m.polls_join_page_waiting({ position: reply.waiting_position ?? 1 }, options)
      : m.polls_join_page_attending({}, options);
  return page(locale, heading, said, 200, open);
}

const page = (locale: Language, title: string, said: string, status: number, after = "") =>
  linkPage(
    locale,
    m.polls_link_page_title({ heading: title }, { locale }),
    title,
    said,
    status,
    after,
  );
