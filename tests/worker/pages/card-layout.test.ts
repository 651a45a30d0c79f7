import { describe, expect, it } from "vitest";
import { CARD_FONT_PATHS } from "../../../worker/pages/card/card-files";
import {
  type CardContent,
  cardLines,
  cardSvg,
  drawableText,
} from "../../../worker/pages/card/card-svg";
import { readFontMetrics } from "../../../worker/pages/card/font-metrics";
import { CARD_FONTS } from "../../support/worker/card-assets";

const bold = readFontMetrics(CARD_FONTS[CARD_FONT_PATHS.bold] as Uint8Array);
const regular = readFontMetrics(CARD_FONTS[CARD_FONT_PATHS.regular] as Uint8Array);
const fonts = { bold, regular };

const card = (title: string, place = "서울"): CardContent => ({
  title,
  rows: [
    { icon: "calendar", text: "12월 19일 (토) 오후 7:00" },
    { icon: "pin", text: place },
    { icon: "people", text: "참석 12명 · 남은 자리 18" },
  ],
  footer: "링크를 눌러 참석 여부를 알려주세요",
});

const widthOf = (text: string, size: number) =>
  Array.from(text).reduce((sum, c) => sum + (bold.advance(c.codePointAt(0) ?? 0) ?? 0), 0) * size;

describe("the card's fonts", () => {
  it("draw every modern Hangul syllable and every Latin letter, in both weights", () => {
    const missing: string[] = [];
    const ranges = [
      [0xac00, 0xd7a3], // 가 … 힣: all 11,172 syllables
      [0x3131, 0x3163], // modern compatibility jamo (ㅋㅋ, ㅠㅠ)
      [0x20, 0x7e], // ASCII
      [0xc0, 0xff], // Latin-1 letters
    ] as const;
    for (const [from, to] of ranges) {
      for (let code = from; code <= to; code++) {
        if (bold.advance(code) === undefined || regular.advance(code) === undefined) {
          missing.push(code.toString(16));
        }
      }
    }
    expect(missing).toEqual([]);
    expect(bold.advance("…".codePointAt(0) ?? 0)).toBeGreaterThan(0);
  });
});

describe("the card's layout", () => {
  it("keeps a title of rare syllables whole", () => {
    const rare = "똠방각하 쀍뷁 햏꿿 쌰뤠 퀭뛟";
    expect(cardLines(card(rare), fonts).title).toEqual([rare]);
  });

  it("wraps a long title onto two lines that fit, the second ending with an ellipsis", () => {
    const long =
      "서울 강남구 역삼동 모임 공간에서 열리는 2026년 송년회 겸 신년 계획 세우기 ".repeat(6);
    const { title } = cardLines(card(long), fonts);
    expect(title).toHaveLength(2);
    expect(title[1]?.endsWith("…")).toBe(true);
    for (const line of title) expect(widthOf(line, 68)).toBeLessThanOrEqual(1040);
    // Lines break between words when they can.
    expect(title[0]?.endsWith(" ")).toBe(false);
    expect(long.startsWith(`${title[0]} `)).toBe(true);
  });

  it("breaks a title without spaces between characters", () => {
    const { title } = cardLines(card("가".repeat(60)), fonts);
    expect(title).toHaveLength(2);
    expect(title[0]).toMatch(/^가+$/);
    expect(title[1]).toMatch(/^가+…$/);
  });

  it("leaves out what the font cannot draw, never an empty title", () => {
    expect(drawableText("🎉 송년회 🎄 שלום", bold)).toBe("송년회");
    expect(cardLines(card("🎉🎉🎉"), fonts).title).toEqual(["모임 초대"]);
    expect(cardLines(card("a\nb\tc"), fonts).title).toEqual(["a b c"]);
  });

  it("keeps the longest attendance row whole: people with their guests, full, the queue open", () => {
    const longest = "참석 100명 (동반 100명 포함) · 정원 마감, 대기 신청 가능";
    const people = cardLines(
      { ...card("송년회"), rows: [{ icon: "people", text: longest }] },
      fonts,
    ).rows[0];
    expect(people?.text).toBe(longest);
  });

  it("escapes markup, and keeps everything inside the centre 2:1 band KakaoTalk keeps", () => {
    const svg = cardSvg(card(`</text><script>x</script>&"`.repeat(10), "<b>"), fonts);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    const top = 15;
    const bottom = 615;
    for (const match of svg.matchAll(/<text x="\d+" y="(\d+)"[^>]*font-size="(\d+)"/g)) {
      const baseline = Number(match[1]);
      const size = Number(match[2]);
      expect(baseline - size).toBeGreaterThanOrEqual(top);
      expect(baseline + size * 0.3).toBeLessThanOrEqual(bottom);
    }
    for (const match of svg.matchAll(/translate\(\d+ (\d+)\)/g)) {
      expect(Number(match[1])).toBeGreaterThanOrEqual(top);
      expect(Number(match[1]) + 34).toBeLessThanOrEqual(bottom);
    }
  });
});
