import type { Language } from "#i18n/language";
import { m } from "#messages";
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

/**
 * How each app is called in the sentence that explains why: a seat freed or a changed date
 * would never reach the invitee there.
 */
const APP_NAMES: Record<Exclude<BrowserKind, "ios-safari">, typeof m.pages_app_line> = {
  kakaotalk: m.pages_app_kakaotalk,
  line: m.pages_app_line,
  instagram: m.pages_app_instagram,
  facebook: m.pages_app_facebook,
  naver: m.pages_app_naver,
};

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

const strip = (kind: BrowserKind, label: string, inner: string) =>
  `<aside class="mx-auto mt-2 max-w-2xl px-3" aria-label="${escapeHtml(label)}" data-testid="browser-banner" data-browser="${kind}">${inner}</aside>`;

/**
 * The banner for `kind` on the page at `page` (absolute, as the invitee would open it), in the
 * reader's `language`, with what goes into `<head>` for it; nothing for a browser that can get
 * push. Safari's home-screen steps wait until the invitee has `answered` (the page the form's
 * post answers with), and come folded: before that, nobody has anything to be told of, and a
 * strip above the event on every visit only pushes it down. (With the app running, '내 응답'
 * says the same once: web/features/push/components/home-screen-hint.tsx.)
 */
export function browserBanner(
  kind: BrowserKind | null,
  page: string,
  language: Language,
  answered: boolean,
): { html: string; head: string } | null {
  if (!kind || (kind === "ios-safari" && !answered)) return null;
  const locale = { locale: language };
  const say = (words: string) => escapeHtml(words);
  const label = m.pages_banner_label({}, locale);
  const box = "alert alert-info alert-soft py-2";
  if (kind === "kakaotalk" || kind === "line") {
    const href = escapeHtml(externalAddress(kind, page));
    return {
      head: "",
      html: strip(
        kind,
        label,
        `<div class="${box} flex flex-wrap items-center justify-between gap-2"><p class="min-w-0 flex-1">${say(m.pages_banner_open_elsewhere({ app: APP_NAMES[kind]({}, locale) }, locale))}</p><a class="btn btn-sm btn-primary shrink-0" href="${href}">${say(m.pages_banner_open_button({}, locale))}</a></div>`,
      ),
    };
  }
  if (kind === "ios-safari") {
    return {
      head: HIDDEN_AT_HOME,
      // <details> opens with a tap, without JavaScript.
      html: strip(
        kind,
        label,
        `<details class="${box} block"><summary class="font-semibold">${say(m.pages_banner_home_screen({}, locale))}</summary><p class="mt-1">${say(m.pages_banner_home_screen_steps({}, locale))}</p></details>`,
      ),
    };
  }
  // No address opens these apps' pages elsewhere: the invitee copies it from a field that
  // selects like any text.
  return {
    head: "",
    html: strip(
      kind,
      label,
      `<div class="${box} flex flex-col items-start gap-1"><p>${say(m.pages_banner_copy_link({ app: APP_NAMES[kind]({}, locale) }, locale))}</p><input class="input input-sm w-full" type="url" readonly value="${escapeHtml(page)}" aria-label="${say(m.pages_banner_address_label({}, locale))}"></div>`,
    ),
  };
}
