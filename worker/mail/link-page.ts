import type { MailLinkView } from "../event-room/commands/one-tap-replies";
import { eventDateText } from "../lib/event-date-text";
import { escapeHtml } from "../lib/html-escape";

/**
 * The pages a mail's one-tap link opens (decision 0025), in Korean, without JavaScript: the
 * GET says what the button will do and changes nothing (mail scanners open every link); the
 * button's POST acts and replies with what happened. Every page links back to the invite page.
 */

export type LinkPage =
  | { kind: "view"; view: MailLinkView; token: string }
  | { kind: "done"; view: MailLinkView }
  | { kind: "expired" | "invalid" | "event_gone" }
  | { kind: "refused"; view: MailLinkView; reason: string };

const who = (view: MailLinkView) => (view.name ? `${view.name}님` : "응답하신 분");
const deadline = (view: MailLinkView) =>
  view.offer_expires_at ? eventDateText(view.offer_expires_at, view.time_zone) : "";

/** What a ready link will do, and its button. */
function ask(view: MailLinkView): { title: string; text: string; button: string } {
  const event = `'${view.event_title}'`;
  switch (view.action) {
    case "verify":
      return {
        title: "이메일 확인",
        text: `${event} 모임의 ${who(view)} 응답에 이 주소를 알림 이메일로 연결할까요? 확인하면 자리가 나거나 일정이 바뀔 때 이 주소로 알려드려요.`,
        button: "이메일 확인",
      };
    case "accept":
      return {
        title: "참석 확정",
        text: `${event} 모임에 ${who(view)} 자리를 ${deadline(view)}까지 잡아 두었어요. 참석을 확정할까요?`,
        button: "참석 확정",
      };
    case "decline":
      return {
        title: "참석 안 함",
        text: `${event} 모임의 자리 제안을 거절할까요? 자리는 다음 대기자에게 넘어가요.`,
        button: "참석 안 함",
      };
    case "unsubscribe":
      return {
        title: "알림 메일 그만 받기",
        text: `${event} 모임의 알림 메일을 그만 받을까요? 초대 페이지에서 언제든 다시 남길 수 있어요.`,
        button: "알림 메일 그만 받기",
      };
    case "keep":
      return {
        title: "참석 유지",
        text: `${event} 모임에 ${who(view)}이 계획대로 참석한다고 주최자에게 알릴까요?`,
        button: "참석 유지",
      };
    case "cant":
      return {
        title: "못 가요",
        text: `${event} 모임에 ${who(view)}이 못 간다고 응답을 바꿀까요? 기다리는 사람이 있으면 자리가 바로 넘어가요.`,
        button: "못 가요",
      };
  }
}

const DONE: Record<MailLinkView["action"], string> = {
  verify: "이메일이 확인되었어요. 이제 자리가 나거나 일정이 바뀌면 이 주소로 알려드려요.",
  accept: "참석이 확정되었어요. 못 가게 되면 초대 페이지에서 응답을 바꿔 주세요.",
  decline: "자리 제안을 거절했어요. 자리는 다음 대기자에게 넘어갔어요.",
  unsubscribe:
    "이 모임의 알림 메일을 더 보내지 않아요. 초대 페이지에서 언제든 다시 남길 수 있어요.",
  keep: "참석 유지를 주최자에게 알렸어요. 그날 만나요!",
  cant: "불참으로 바꿨어요. 기다리는 사람이 있으면 자리가 바로 넘어가요. 알려 주셔서 고마워요.",
};

/** A link that acted once already, whatever its response did since. */
const SPENT = "이미 사용한 링크예요. 응답을 바꾸려면 초대 페이지에서 해 주세요.";

/** Why a link that cannot act does nothing, from what its response is now. */
function used(view: MailLinkView): string {
  if (view.state === "gone") return "이 응답은 취소되어 더 이상 없어요.";
  if (view.action === "verify")
    return "이미 확인된 주소이거나, 그 뒤에 다른 주소로 바뀌어 쓸 수 없는 링크예요.";
  if (view.action === "unsubscribe") return "이 응답의 알림 메일은 이미 멈춰 있어요.";
  if (view.action === "keep" || view.action === "cant") return reminderUsed(view);
  if (view.status === "attending") return "이미 참석으로 확정되어 있어요.";
  if (view.spent) return SPENT;
  if (view.closed) return "응답이 마감되어 이 제안에는 더 이상 답할 수 없어요.";
  if (view.status === "waiting")
    return "주최자가 정원을 줄여 이 제안이 취소되었어요. 대기 순서는 그대로예요.";
  return "이 자리 제안은 이미 답했거나 기한이 지나 끝났어요.";
}

/** Why a reminder's one-tap reply can no longer be given. */
function reminderUsed(view: MailLinkView): string {
  if (view.closed) return "모임이 이미 시작되어 리마인더에는 더 답할 수 없어요.";
  if (view.status !== "attending") return "이미 참석하지 않는 것으로 응답이 바뀌어 있어요.";
  if (view.action === "keep" && view.confirmed) return "이미 참석 유지로 답하셨어요.";
  if (view.spent) return SPENT;
  return "그 뒤 모임 일정이 바뀌어 이 리마인더는 더 쓸 수 없어요. 새 리마인더를 기다려 주세요.";
}

export function renderLinkPage(page: LinkPage, invitePage: string): string {
  let title = "링크를 열 수 없어요";
  let body = "";
  switch (page.kind) {
    case "view": {
      if (page.view.state !== "ready") {
        title = "이미 쓰인 링크예요";
        body = `<p>${escapeHtml(used(page.view))}</p>`;
        break;
      }
      const asked = ask(page.view);
      title = asked.title;
      body = `<p>${escapeHtml(asked.text)}</p>
<form method="post"><button type="submit" style="font-size:17px;padding:12px 22px;min-height:48px;border:0;border-radius:8px;background:#0d9488;color:#fff">${escapeHtml(asked.button)}</button></form>`;
      break;
    }
    case "done":
      title = page.view.state === "ready" ? "완료되었어요" : "이미 쓰인 링크예요";
      body = `<p role="status">${escapeHtml(page.view.state === "ready" ? DONE[page.view.action] : used(page.view))}</p>`;
      break;
    case "refused":
      body = `<p role="alert">${escapeHtml(page.reason)}</p>`;
      break;
    case "expired":
      title = "기한이 지난 링크예요";
      body =
        "<p>이 링크는 유효 기간이 지나 더 이상 쓸 수 없어요. 초대 페이지에서 응답을 확인하거나 바꿀 수 있어요.</p>";
      break;
    case "event_gone":
      title = "모임을 찾을 수 없어요";
      body = "<p>주최자가 모임을 삭제했거나 링크가 잘못되었어요.</p>";
      break;
    case "invalid":
      body = "<p>올바르지 않은 링크예요. 메일에 있는 링크를 그대로 열어 주세요.</p>";
      break;
  }
  const back =
    page.kind === "event_gone"
      ? ""
      : `<p><a href="${escapeHtml(invitePage)}" style="color:#0f766e">초대 페이지로 가기</a></p>`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · 모임 RSVP</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere;max-width:32rem;margin:0 auto;padding:24px 16px">
<h1 style="font-size:22px;color:#0f766e">${escapeHtml(title)}</h1>
${body}
${back}
</body></html>`;
}
