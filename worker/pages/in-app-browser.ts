/**
 * Which browser asks for the invite page, read from its User-Agent on the server so the page can
 * say how to be told of a seat without any JavaScript. Only the browsers where an invitee cannot
 * get push are named: the chat and social apps' in-app browsers (WebViews without the Push API)
 * and Safari in an iPhone's or iPad's tab (push only for a site added to the home screen, iOS
 * 16.4+). Anything else, Android's Chrome and desktop browsers above all, is `null`.
 *
 * The tokens, as the apps add them to the system WebView's agent:
 * - KakaoTalk: `KAKAOTALK` (upper case, iPhone and Android), as Kakao's own docs test for it:
 *   https://developers.kakao.com/docs/latest/en/kakaosync/auto-login ("check if KAKAOTALK is
 *   included in UserAgent"). Its link crawler says `kakaotalk-scrap` in lower case
 *   (https://devtalk.kakao.com/t/scrap/33984): a crawler, never the in-app browser.
 * - LINE: `Line/<version>` (`... Mobile/15E148 Safari Line/15.12.1`), and ` LIFF` after it in
 *   LINE's app browser: https://dev.classmethod.jp/articles/liff-vs-line-inappbrowser-user-agent
 * - Facebook: `[FBAN/FBIOS;FBAV/...]` on iPhone, `[FB_IAB/FB4A;FBAV/...]` on Android; Instagram:
 *   `Instagram <version>`; both measured in https://zenn.dev/kecy/articles/f51851e42c4243 and
 *   https://www.npmjs.com/package/is-ua-webview.
 * - NAVER app: `NAVER(inapp; search; <build>; <version>)`; NAVER's own agent parser treats
 *   `naver` on a phone as a WebView (github.com/naver/egjs-agent src/presets.ts).
 * - Safari on iPhone: `Version/<n> Mobile/<build> Safari/<n>` with no other browser's token
 *   (Chrome `CriOS/`, Firefox `FxiOS/`, Edge `EdgiOS/`, the Google app `GSA/`, ...), as listed in
 *   the zenn.dev article above. An iPad asking for the desktop site says `Macintosh` and cannot be
 *   told from a Mac; a page opened from the home screen sends Safari's agent too, so the page hides
 *   its home-screen steps there with CSS (browser-banner.ts).
 */
export type BrowserKind = "kakaotalk" | "line" | "instagram" | "facebook" | "naver" | "ios-safari";

/** Link-preview crawlers and robots: they read the page for its card, never to respond on it. */
const CRAWLER = /facebookexternalhit|kakaotalk-scrap|line-poker|bot\b|crawler|spider|Yeti\//i;

/** First match wins: Instagram's and Facebook's agents may carry each other's tokens. */
const IN_APP: [BrowserKind, RegExp][] = [
  ["kakaotalk", /KAKAOTALK/],
  ["line", /\bLine\/\d/],
  ["instagram", /\bInstagram\b/],
  ["facebook", /\bFB(?:AN|AV|_IAB)\//],
  ["naver", /NAVER\(inapp/],
];

const APPLE_PHONE = /\b(?:iPhone|iPad|iPod)\b/;
const SAFARI = /\bVersion\/[\d.]+ .*\bSafari\//;
/** Other iOS browsers and apps that keep Safari's tokens in their agent. */
const NOT_SAFARI = /\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|Whale|YaBrowser|DuckDuckGo|Ddg)\//;

export function browserOf(userAgent: string | null | undefined): BrowserKind | null {
  if (!userAgent || CRAWLER.test(userAgent)) return null;
  for (const [kind, token] of IN_APP) if (token.test(userAgent)) return kind;
  if (APPLE_PHONE.test(userAgent) && SAFARI.test(userAgent) && !NOT_SAFARI.test(userAgent)) {
    return "ios-safari";
  }
  return null;
}
