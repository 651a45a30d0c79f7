import type { MailNotice, QueuedMail } from "../event-room/outbox/mail-notice";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";
import { mailLinkPath } from "./link-path";
import {
  type MailLinkAction,
  signMailLink,
  UNSUBSCRIBE_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
} from "./links";
import { type OneTapLinks, oneTapButtons } from "./one-tap-links";

/** The change a notice tells of, from its tag (./push-notices.ts names them so). */
const kindOf = (notice: MailNotice) => notice.tag.split("-")[0];

type Button = { label: string; url: string };

/** Longest run of someone else's words a verification mail carries. */
const QUOTED_MAX = 40;

/** Someone else's words, short and in corner brackets, on one line. */
const quoted = (words: string) => {
  const line = words.replace(/\s+/g, " ").trim();
  return `「${line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX)}…` : line}」`;
};

/**
 * The one-tap replies a notice offers (stored under `answers`, the name queued notices already
 * carry). An offer's mail queued before notices carried them named only its deadline
 * (`binds`): it is read as the offer's two one-tap replies, until it.
 */
function oneTapLinksOf(notice: MailNotice): OneTapLinks | undefined {
  if (notice.answers) return notice.answers;
  if (kindOf(notice) !== "offered" || notice.binds === undefined) return undefined;
  const { event_id, binds } = notice;
  return { event_id, binds, until: binds, actions: ["accept", "decline"] };
}

/**
 * A queued notice as the mail an invitee gets, in Korean: the push's words (dates already on
 * the event's clock), the buttons of its one-tap links, the invite page, and the one-click
 * unsubscribe (RFC 8058: the `List-Unsubscribe` URL takes a POST; its page has the button).
 * Links are signed here, at sending, with the app's secret (./links.ts).
 */
export async function noticeMail(queued: QueuedMail, secret: string): Promise<Mail> {
  const notice = JSON.parse(queued.notice) as MailNotice;
  const link = async (action: MailLinkAction, binds: number, expiresAt: number) =>
    `${queued.origin}${mailLinkPath(
      notice.event_id,
      await signMailLink(
        { eventId: notice.event_id, responseId: queued.recipient_id, action, binds },
        expiresAt,
        secret,
      ),
    )}`;
  const now = Date.now();
  const unsubscribe = await link("unsubscribe", queued.channel_at, now + UNSUBSCRIBE_LINK_TTL_MS);
  const invitePage = `${queued.origin}${notice.url}`;
  const kind = kindOf(notice);
  const buttons: Button[] = [];
  let lines = [notice.body];
  let subject = `[모임 RSVP] ${notice.title}`;
  let about = `'${notice.event_title}' 모임에 응답하며 알림 이메일을 남기셔서 보내드려요.`;
  if (kind === "verify") {
    // Whoever asked wrote the event's title and the name, and may be a stranger: the mail
    // carries them short and marked as their words, and the subject none of them.
    subject = "[모임 RSVP] 알림 이메일 확인";
    const binds = notice.binds ?? queued.channel_at;
    buttons.push({
      label: "이메일 확인",
      url: await link("verify", binds, now + VERIFY_LINK_TTL_MS),
    });
    lines = [
      notice.body,
      `모임 이름 (주최자가 적은 말): ${quoted(notice.event_title)}`,
      ...(notice.invitee_name
        ? [`응답 이름 (응답한 사람이 적은 말): ${quoted(notice.invitee_name)}`]
        : []),
      "맞다면 아래 '이메일 확인'을 눌러 주세요. 확인한 뒤에만 자리가 나거나 일정이 바뀔 때 알려드려요.",
      "직접 남기지 않으셨다면 이 메일을 무시하세요. 확인하지 않은 주소로는 아무것도 보내지 않아요.",
    ];
    about = "모임에 응답하며 이 주소를 알림 이메일로 남기셔서 보내드려요.";
  } else if (oneTapLinksOf(notice)) {
    const links = oneTapLinksOf(notice) as OneTapLinks;
    for (const button of await oneTapButtons(links, queued.recipient_id, secret)) {
      buttons.push({ label: button.title, url: `${queued.origin}${button.path}` });
    }
    lines = [
      ...notice.body.replace(" 초대 페이지에서 참석을 확정해 주세요.", "").split("\n"),
      "아래 버튼 하나로 답할 수 있어요. 비밀번호는 필요 없어요.",
    ];
  } else if (kind === "direct") {
    lines = [`주최자가 보낸 메시지예요.`, notice.body];
  }
  const footer = [
    `초대 페이지: ${invitePage}`,
    about,
    `이 모임의 알림 메일을 그만 받으려면: ${unsubscribe}`,
  ];
  const text = [
    ...lines,
    ...buttons.map((button) => `${button.label}: ${button.url}`),
    "",
    ...footer,
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="ko"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(notice.title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>${buttons
    .map(
      // The first button is the one-tap reply asked for; another ('참석 안 함') is plainer.
      (button, index) =>
        `<a href="${escapeHtml(button.url)}" style="display: inline-block; margin: 0 8px 8px 0; padding: 10px 18px; border: 1px solid #0d9488; border-radius: 6px; text-decoration: none; ${index === 0 ? "background: #0d9488; color: #fff" : "background: #fff; color: #0f766e"}">${escapeHtml(button.label)}</a>`,
    )
    .join("")}</p>
<p><a href="${escapeHtml(invitePage)}">초대 페이지 열기</a></p>
<p style="color: #6b7280; font-size: 13px">${escapeHtml(about)}
<a href="${escapeHtml(unsubscribe)}" style="color: #6b7280">알림 메일 그만 받기</a></p>
</body></html>`;
  return {
    to: queued.address,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // The same on every try, so a copy sent again after a crash is known for one downstream.
      "X-Notice-Id": queued.notice_id ?? `${notice.event_id}-${queued.seq}`,
    },
  };
}
