import { describe, expect, it } from "vitest";
import { type BrowserKind, browserOf } from "../../../worker/pages/in-app-browser";
import { USER_AGENTS } from "../../support/user-agents";

/**
 * User agents as the apps and browsers send them (sources in worker/pages/in-app-browser.ts),
 * and what the invite page makes of each.
 */
const AGENTS: [string, string | null, BrowserKind | null][] = [
  ["KakaoTalk on iPhone", USER_AGENTS.kakaotalkIphone, "kakaotalk"],
  ["KakaoTalk on Android", USER_AGENTS.kakaotalkAndroid, "kakaotalk"],
  ["LINE on iPhone", USER_AGENTS.lineIphone, "line"],
  [
    "LINE's app browser (LIFF) on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.12.1 LIFF",
    "line",
  ],
  [
    "LINE on Android",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 Line/14.13.1/IAB",
    "line",
  ],
  ["Instagram on iPhone", USER_AGENTS.instagramIphone, "instagram"],
  [
    "Instagram on Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 Instagram 340.0.0.22.109 Android (34/14; 480dpi; 1080x2115; samsung; SM-S918N; dm3q; qcom; ko_KR; 628195213)",
    "instagram",
  ],
  [
    "Facebook on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.108;FBBV/621047843;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/ko_KR;FBOP/80]",
    "facebook",
  ],
  ["Facebook on Android", USER_AGENTS.facebookAndroid, "facebook"],
  ["NAVER app on iPhone", USER_AGENTS.naverIphone, "naver"],
  [
    "NAVER app on an older iPhone, with Safari's tokens",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/605.1 NAVER(inapp; search; 730; 10.27.3; 8)",
    "naver",
  ],
  [
    "NAVER app on Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S928N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.6.1)",
    "naver",
  ],
  ["Safari on iPhone", USER_AGENTS.safariIphone, "ios-safari"],
  [
    "Safari on iPad (mobile site)",
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "ios-safari",
  ],
  ["Chrome on iPhone", USER_AGENTS.chromeIphone, null],
  [
    "Firefox on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
    null,
  ],
  [
    "Edge on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/125.2535.87 Mobile/15E148 Safari/605.1.15",
    null,
  ],
  [
    "the Google app on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/321.0.645846181 Mobile/15E148 Safari/604.1",
    null,
  ],
  [
    "Safari on a Mac (or an iPad asking for the desktop site)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    null,
  ],
  ["Chrome on Android", USER_AGENTS.chromeAndroid, null],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    null,
  ],
  ["Chrome on Windows", USER_AGENTS.chromeDesktop, null],
  ["KakaoTalk's link crawler", USER_AGENTS.kakaotalkCrawler, null],
  ["LINE's link crawler", "facebookexternalhit/1.1;line-poker/1.0", null],
  [
    "Facebook's link crawler",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    null,
  ],
  [
    "a crawler dressed as Safari on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    null,
  ],
  ["NAVER's crawler", "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)", null],
  ["no agent at all", "", null],
  ["no header", null, null],
];

describe("the browser an invite page is asked for by", () => {
  it.each(AGENTS)("%s", (_, agent, kind) => {
    expect(browserOf(agent)).toBe(kind);
  });
});
