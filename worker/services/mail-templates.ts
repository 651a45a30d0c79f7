import { escapeHtml } from "../lib/html-escape";
import { RESET_TOKEN_TTL_SECONDS } from "../lib/jwt";
import type { Mail } from "../lib/mail";

/** The password recovery mail, in Korean, with the reset link. */
export function passwordRecoveryMail(email: string, resetLink: string): Mail {
  const hours = RESET_TOKEN_TTL_SECONDS / 3600;
  const subject = "[모임 RSVP] 비밀번호 재설정 안내";
  const text = [
    `${email} 계정의 비밀번호 재설정을 요청하셨습니다.`,
    "아래 링크에서 새 비밀번호를 설정해주세요.",
    resetLink,
    `이 링크는 ${hours}시간 동안, 한 번만 사용할 수 있습니다.`,
    "직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.",
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="ko"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">모임 RSVP 비밀번호 재설정</h1>
<p><strong>${escapeHtml(email)}</strong> 계정의 비밀번호 재설정을 요청하셨습니다.</p>
<p><a href="${escapeHtml(resetLink)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">비밀번호 재설정하기</a></p>
<p>버튼이 열리지 않으면 이 주소를 브라우저에 붙여넣으세요:<br>${escapeHtml(resetLink)}</p>
<p>이 링크는 ${hours}시간 동안, 한 번만 사용할 수 있습니다. 직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.</p>
</body></html>`;
  return { to: email, subject, html, text };
}
