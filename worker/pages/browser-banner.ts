import { escapeHtml } from "../lib/html-escape";
import type { BrowserKind } from "./in-app-browser";

/**
 * The strip at the top of the invite page for a browser where push cannot reach the invitee
 * (in-app-browser.ts): how to get out of the chat app's browser, or, in Safari's tab, how to add
 * the page to the home screen. Plain HTML that works without JavaScript, set outside the app's
 * root (event-page.ts) so hydration keeps it; it sits in the page's flow above the content and
 * never covers the form. Only classes the invite page's stylesheet already has (web/styles/
 * public.css): the strip costs the page's budget nothing.
 */

/** How each app is called in the sentence that explains why. */
const APP_NAMES: Record<Exclude<BrowserKind, "ios-safari">, string> = {
  kakaotalk: "카카오톡",
  line: "LINE",
  instagram: "인스타그램",
  facebook: "페이스북",
  naver: "네이버 앱",
};

/** Why: a seat freed or a changed date would never reach the invitee there. */
const WHY = (app: string) => `${app} 안에서는 알림이 오지 않아요.`;

/**
 * KakaoTalk opens a `kakaotalk://web/openExternal?url=` address in the phone's own browser
 * (iPhone and Android), the way Korean sites send readers out of it:
 * https://gist.github.com/vzts/02636e9f7ab9232f3ea3fe56a01ea7f2 (checked working 2023-10),
 * https://kmmk808.tistory.com/251. LINE opens an address carrying `openExternalBrowser=1` in the
 * default browser: https://gist.github.com/monkianer/3a62ddfa5085206139224f1f9a8c9c02.
 */
export function externalAddress(kind: "kakaotalk" | "line", page: string): string {
  if (kind === "kakaotalk") return `kakaotalk://web/openExternal?url=${encodeURIComponent(page)}`;
  const url = new URL(page);
  url.searchParams.set("openExternalBrowser", "1");
  return url.href;
}

/** Safari's home-screen page sends Safari's agent too: the steps hide themselves there. */
const HIDDEN_AT_HOME = `<style>@media (display-mode: standalone){[data-browser="ios-safari"]{display:none}}</style>`;

const strip = (kind: BrowserKind, inner: string) =>
  `<aside class="mx-auto mt-2 max-w-2xl px-3" aria-label="브라우저 안내" data-testid="browser-banner" data-browser="${kind}">${inner}</aside>`;

/**
 * The banner for `kind` on the page at `page` (absolute, as the invitee would open it), with
 * what goes into `<head>` for it; nothing for a browser that can get push.
 */
export function browserBanner(
  kind: BrowserKind | null,
  page: string,
): { html: string; head: string } | null {
  if (!kind) return null;
  const box = "alert alert-info alert-soft py-2";
  if (kind === "kakaotalk" || kind === "line") {
    const href = escapeHtml(externalAddress(kind, page));
    return {
      head: "",
      html: strip(
        kind,
        `<div class="${box} flex flex-wrap items-center justify-between gap-2"><p class="min-w-0 flex-1">알림을 받으려면 다른 브라우저로 열어 주세요. ${WHY(APP_NAMES[kind])}</p><a class="btn btn-sm btn-primary shrink-0" href="${href}">다른 브라우저로 열기</a></div>`,
      ),
    };
  }
  if (kind === "ios-safari") {
    return {
      head: HIDDEN_AT_HOME,
      // <details> folds away with a tap, without JavaScript.
      html: strip(
        kind,
        `<details open class="${box} block"><summary class="font-semibold">알림을 받으려면 홈 화면에 추가해 주세요</summary><p class="mt-1">Safari의 공유 버튼 → '홈 화면에 추가'를 누른 뒤, 홈 화면에 생긴 아이콘으로 열어 알림을 켜 주세요. 응답할 때 알림 이메일을 남길 수도 있어요.</p></details>`,
      ),
    };
  }
  // No address opens these apps' pages elsewhere: the invitee copies it from a field that
  // selects like any text.
  return {
    head: "",
    html: strip(
      kind,
      `<div class="${box} flex flex-col items-start gap-1"><p>${WHY(APP_NAMES[kind])} 링크를 복사해 Safari나 Chrome에서 열어 주세요.</p><input class="input input-sm w-full" type="url" readonly value="${escapeHtml(page)}" aria-label="이 페이지 주소"></div>`,
    ),
  };
}
