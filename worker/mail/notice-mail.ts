import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#i18n/language";
import { m } from "#messages";
import type { QueuedMail } from "../event-room/outbox/mail-notice";
import { deadlineOf, noticeWords } from "../event-room/outbox/notice-words";
import type { StoredNotice } from "../event-room/outbox/room-notices";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";
import { hostNoticeMail } from "./host-notice-mail";
import { mailLinkPath } from "./link-path";
import {
  type MailLinkAction,
  signMailLink,
  UNSUBSCRIBE_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
} from "./links";
import { type OneTapLinks, oneTapButtons } from "./one-tap-links";

/** A mail's button; `offered`: a reply the mail does not ask for (shown plain, never filled). */
type Button = { label: string; url: string; offered?: boolean };

/** Longest run of someone else's words a verification mail carries. */
const QUOTED_MAX = 40;

/** Someone else's words, short and on one line (the message marks them as quoted). */
const short = (words: string) => {
  const line = words.replace(/\s+/g, " ").trim();
  return line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX)}…` : line;
};

/** Kinds whose title names the event already ('송년회' 리마인더): their subject is the title. */
const TITLE_NAMES_EVENT = new Set(["reminder", "announcement", "direct"]);

/** A notice mail's subject: it names the event, so that a mailbox of several tells them apart. */
function subjectOf(notice: StoredNotice, title: string, locale: Language): string {
  const event = notice.event_title;
  if (!event || notice.kind === undefined || TITLE_NAMES_EVENT.has(notice.kind)) {
    return m.notices_mail_subject({ title }, { locale });
  }
  return m.notices_mail_subject_event({ title, event }, { locale });
}

/**
 * The paragraphs of a mail's body: an organiser's message keeps its own breaks, but a run of
 * blank lines is one break, and nothing empty is sent as a paragraph.
 */
const paragraphsOf = (lines: string[]) =>
  lines
    .flatMap((line) => line.split(/\n\s*\n/))
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

/**
 * The one-tap replies a notice offers (stored under `answers`). An offer's mail queued before
 * notices carried them named only its deadline (`binds`): it is read as the offer's two one-tap
 * replies, until it.
 */
function oneTapLinksOf(notice: StoredNotice): OneTapLinks | undefined {
  if (notice.answers) return notice.answers;
  if (!notice.tag.startsWith("offered-") || notice.binds === undefined || !notice.event_id)
    return undefined;
  const { event_id, binds } = notice;
  return { event_id, binds, until: binds, actions: ["accept", "decline"] };
}

/** The body of a mail that offers one-tap replies, before the line that says how they work. */
function oneTapLines(notice: StoredNotice, locale: Language): string[] {
  const title = notice.event_title ?? "";
  switch (notice.kind) {
    case "offered": {
      const deadline = deadlineOf(notice, locale);
      return [
        notice.guests > 0
          ? m.notices_offered_mail_body_party(
              { title, party: 1 + notice.guests, deadline },
              { locale },
            )
          : m.notices_offered_mail_body({ title, deadline }, { locale }),
      ];
    }
    case "reminder":
      return noticeWords(notice, locale).lines.flatMap((line) => line.split("\n"));
    case "promoted":
      // The push's 'change your response if you cannot come' is the mail's '못 가요' button.
      return [m.notices_promoted_mail_body({ title }, { locale })];
    default:
      return noticeWords(notice, locale).lines;
  }
}

/**
 * A queued notice as the mail an invitee gets, worded now in the recipient's language (the
 * one its response answered in): the notice's words (dates on the event's clock), the buttons
 * of its one-tap links, the invite page, and the one-click unsubscribe (RFC 8058: the
 * `List-Unsubscribe` URL takes a POST; its page has the button). Links are signed here, at
 * sending, with the app's secret (./links.ts). `seatReply` is the recipient's '못 가요' when
 * they hold a seat as the mail is made (../event-room/outbox/seat-reply.ts).
 */
export async function noticeMail(
  queued: QueuedMail,
  secret: string,
  seatReply?: OneTapLinks,
): Promise<Mail> {
  const notice = JSON.parse(queued.notice) as StoredNotice;
  if (notice.kind === "hosts") return hostNoticeMail(queued, notice, secret);
  const locale = isLanguage(queued.language) ? queued.language : DEFAULT_LANGUAGE;
  const options = { locale };
  const eventId = notice.event_id ?? "";
  const link = async (action: MailLinkAction, binds: number, expiresAt: number) =>
    `${queued.origin}${mailLinkPath(
      eventId,
      await signMailLink(
        { eventId, responseId: queued.recipient_id, action, binds },
        expiresAt,
        secret,
      ),
    )}`;
  const now = Date.now();
  const unsubscribe = await link("unsubscribe", queued.channel_at, now + UNSUBSCRIBE_LINK_TTL_MS);
  const erase = await link("erase", queued.channel_at, now + UNSUBSCRIBE_LINK_TTL_MS);
  const invitePage = `${queued.origin}${notice.url}`;
  // The event is gone: its link opens the page saying it was cancelled, and there is nothing
  // left to unsubscribe from, this being its last mail (decision 0060).
  const last = notice.kind === "deleted";
  const words = noticeWords(notice, locale);
  const title = words.title;
  const buttons: Button[] = [];
  let lines = words.lines;
  let subject = subjectOf(notice, title, locale);
  let about = m.notices_mail_about({ title: notice.event_title ?? "" }, options);
  const oneTap = oneTapLinksOf(notice) ?? seatReply;
  if (notice.kind === "verify") {
    // Whoever asked wrote the event's title and the name, and may be a stranger: the mail
    // carries them short and marked as their words, and the subject none of them.
    subject = m.notices_verify_subject({}, options);
    const binds = notice.binds ?? queued.channel_at;
    buttons.push({
      label: m.notices_verify_button({}, options),
      url: await link("verify", binds, now + VERIFY_LINK_TTL_MS),
    });
    lines = [
      ...words.lines,
      m.notices_verify_event({ title: short(notice.event_title) }, options),
      ...(notice.invitee_name
        ? [m.notices_verify_name({ name: short(notice.invitee_name) }, options)]
        : []),
      m.notices_verify_ask({}, options),
      m.notices_verify_ignore({}, options),
    ];
    about = m.notices_verify_about({}, options);
  } else if (oneTap) {
    const offered = oneTap === seatReply;
    for (const button of await oneTapButtons(oneTap, queued.recipient_id, secret, locale)) {
      buttons.push({ label: button.title, url: `${queued.origin}${button.path}`, offered });
    }
    // The seat holder's '못 가요' is offered, not asked for: its line says what it would do.
    const how = offered ? m.notices_mail_leave : m.notices_mail_one_tap;
    lines = [...oneTapLines(notice, locale), how({}, options)];
  } else if (notice.kind === "direct") {
    lines = [m.notices_direct_lead({}, options), notice.message];
  }
  const footer = last
    ? [
        m.notices_mail_cancelled_page({ url: invitePage }, options),
        about,
        m.notices_mail_last({}, options),
      ]
    : [
        m.notices_mail_invite_page({ url: invitePage }, options),
        about,
        m.notices_mail_unsubscribe_line({ url: unsubscribe }, options),
        m.notices_mail_erase_line({ url: erase }, options),
      ];
  const said = paragraphsOf(lines);
  const text = [
    ...said,
    ...buttons.map((button) =>
      m.notices_mail_button_line({ label: button.label, url: button.url }, options),
    ),
    ...footer,
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(title)}</h1>
${said.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join("\n")}
${
  buttons.length === 0
    ? ""
    : `<p>${buttons
        .map(
          // The first button is the one-tap reply asked for; another ('참석 안 함') is plainer,
          // and so is a reply only offered (a seat holder's '못 가요' under a promotion).
          (button, index) =>
            `<a href="${escapeHtml(button.url)}" style="display: inline-block; margin: 0 8px 8px 0; padding: 10px 18px; border: 1px solid #0d9488; border-radius: 6px; text-decoration: none; ${index === 0 && !button.offered ? "background: #0d9488; color: #fff" : "background: #fff; color: #0f766e"}">${escapeHtml(button.label)}</a>`,
        )
        .join("")}</p>\n`
}<p><a href="${escapeHtml(invitePage)}">${escapeHtml((last ? m.notices_mail_open_cancelled : m.notices_mail_open_invite)({}, options))}</a></p>
<p style="color: #6b7280; font-size: 13px">${escapeHtml(about)}
${last ? escapeHtml(m.notices_mail_last({}, options)) : `<a href="${escapeHtml(unsubscribe)}" style="color: #6b7280">${escapeHtml(m.notices_mail_unsubscribe({}, options))}</a> · <a href="${escapeHtml(erase)}" style="color: #6b7280">${escapeHtml(m.notices_mail_erase({}, options))}</a>`}</p>
</body></html>`;
  return {
    to: queued.address,
    subject,
    text,
    html,
    headers: {
      ...(last
        ? {}
        : {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }),
      // The same on every try, so a copy sent again after a crash is known for one downstream.
      "X-Notice-Id": queued.notice_id ?? `${eventId}-${queued.seq}`,
    },
  };
}
