import type { HostRole } from "#contract/hosts";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";
import { INVITATION_DAYS } from "./host-invitations";

/** The roles as the organiser's pages name them. */
const ROLE_WORDS: Record<HostRole, { name: string; does: string }> = {
  manager: { name: "공동 주최", does: "모임 수정·응답 관리·공지까지 함께할 수 있어요." },
  checkin: { name: "입장 확인", does: "응답 목록을 보고 입장 처리를 할 수 있어요." },
};

/** The link's label: the text lists it as `label: url`, as the invitees' mails do. */
export const JOIN_LABEL = "가입하고 함께하기";

/**
 * The invitation to help run an event, in Korean, for an address without an account. Its link
 * carries the token in the fragment (`#host-invitation=`), which browsers never send to a
 * server, so no request log holds it.
 */
export function hostInvitationMail(
  to: string,
  invitation: { inviter: string; title: string; role: HostRole; link: string },
): Mail {
  const { inviter, title, role, link } = invitation;
  const words = ROLE_WORDS[role];
  const subject = `[모임 RSVP] '${title}' 운영진 초대`;
  const lines = [
    `${inviter} 님이 '${title}' 모임의 운영진(${words.name})으로 초대했어요.`,
    words.does,
    "아래 링크에서 이 주소로 가입하면 바로 함께할 수 있어요.",
    `${JOIN_LABEL}: ${link}`,
    `이 링크는 ${INVITATION_DAYS}일 동안 쓸 수 있어요. 모르는 초대라면 이 메일을 무시하셔도 됩니다.`,
  ];
  const html = `<!doctype html>
<html lang="ko"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">모임 RSVP 운영진 초대</h1>
<p><strong>${escapeHtml(inviter)}</strong> 님이 <strong>${escapeHtml(title)}</strong> 모임의 운영진(${words.name})으로 초대했어요.</p>
<p>${words.does}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">${JOIN_LABEL}</a></p>
<p>버튼이 열리지 않으면 이 주소를 브라우저에 붙여넣으세요:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(lines[4])}</p>
</body></html>`;
  return { to, subject, html, text: lines.join("\n\n") };
}
