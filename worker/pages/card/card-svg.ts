import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "../../lib/html-escape";
import type { FontMetrics } from "./font-metrics";

/**
 * The invite card's drawing (1200×630, the size every chat app asks for) as SVG, with every
 * line of text already fitted: the renderer draws it with the same font files the layout
 * measured, so nothing depends on the fonts of whoever looks at it. Icons are drawn shapes,
 * not emoji.
 *
 * Everything that matters sits between y = 60 and y = 570, inside the centre 2:1 band
 * (1200×600) that KakaoTalk keeps when it crops a card to 800×400.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The family name inside the font files (Pretendard, bold and regular). */
export const CARD_FONT_FAMILY = "Pretendard";

export type CardIcon = "calendar" | "pin" | "people" | "check";
export type CardContent = {
  /** Wrapped onto at most two lines, cut with an ellipsis. */
  title: string;
  /** Up to three rows under the title, one line each. */
  rows: { icon: CardIcon; text: string }[];
  footer: string;
  /** The language of the card's own words (the product's name, a title that cannot be drawn). */
  language?: Language;
};
export type CardFonts = { bold: FontMetrics; regular: FontMetrics };

const LEFT = 80;
const TEXT_WIDTH = CARD_WIDTH - LEFT * 2;
const TITLE_SIZE = 68;
const TITLE_LINE = 84;
const ROW_SIZE = 38;
const ROW_HEIGHT = 56;
const ROW_TEXT_LEFT = LEFT + 56;
const ELLIPSIS = "…";

// Line breaks and tabs become spaces; other controls, format characters (bidirectional
// overrides, zero-width marks) and lone surrogates are dropped: they would reorder or hide
// what the card says, or break the SVG.
const SPACES = /[\t\n\r\f\v\u00a0\u2028\u2029\u3000]/g;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** The text as the font can draw it: invisible marks and characters it has no glyph for go. */
export function drawableText(text: string, font: FontMetrics): string {
  const chars = Array.from(text.normalize("NFC").replace(SPACES, " ").replace(INVISIBLE, ""));
  const kept = chars.filter((c) => c === " " || font.advance(c.codePointAt(0) ?? 0) !== undefined);
  return kept.join("").replace(/ {2,}/g, " ").trim();
}

function widthOf(text: string, font: FontMetrics, size: number): number {
  let width = 0;
  for (const char of text) width += font.advance(char.codePointAt(0) ?? 0) ?? 0;
  return width * size;
}

/** Cuts `text` so that it and an ellipsis fit `width`. */
function withEllipsis(text: string, font: FontMetrics, size: number, width: number): string {
  const chars = Array.from(text.trimEnd());
  while (chars.length > 0 && widthOf(`${chars.join("")}${ELLIPSIS}`, font, size) > width) {
    chars.pop();
  }
  return `${chars.join("").trimEnd()}${ELLIPSIS}`;
}

/**
 * Greedy wrapping at spaces; a word longer than a line (a Korean phrase without spaces, a
 * long URL) breaks between characters. What does not fit in `maxLines` ends with an ellipsis.
 */
export function wrapText(
  text: string,
  font: FontMetrics,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    // The next word with the space before it, or the next character of an overlong word.
    let end = i;
    while (end < chars.length && (end === i || chars[end] !== " ")) end++;
    const word = chars.slice(i, end).join("");
    if (widthOf(line + word, font, size) <= width) {
      line += word;
      i = end;
      continue;
    }
    if (line.trim() === "") {
      // Even alone the word is too wide: take as many characters as fit.
      let taken = line;
      while (i < chars.length && widthOf(taken + chars[i], font, size) <= width)
        taken += chars[i++];
      if (taken === line) taken += chars[i++];
      line = taken;
    }
    lines.push(line.trim());
    line = "";
    if (lines.length === maxLines) {
      if (i < chars.length) {
        lines[maxLines - 1] = withEllipsis(lines[maxLines - 1] ?? "", font, size, width);
      }
      return lines;
    }
  }
  if (line.trim() !== "") lines.push(line.trim());
  return lines;
}

const ICONS: Record<CardIcon, string> = {
  calendar: '<rect x="3" y="6" width="28" height="25" rx="5"/><path d="M3 14h28M11 2v7M23 2v7"/>',
  pin: '<path d="M17 32s-11-10-11-18a11 11 0 0 1 22 0c0 8-11 18-11 18z"/><circle cx="17" cy="14" r="4"/>',
  people:
    '<circle cx="13" cy="11" r="6"/><path d="M2 32c0-6 5-10 11-10s11 4 11 10M23 5.5a6 6 0 0 1 0 11M27 22.5c3.5 1.5 5 5 5 9.5"/>',
  check: '<circle cx="17" cy="17" r="14"/><path d="M10.5 17.5l4.5 4.5 8.5-9"/>',
};

const text = (x: number, y: number, size: number, weight: 400 | 700, fill: string, value: string) =>
  `<text x="${x}" y="${y}" font-family="${CARD_FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(value)}</text>`;

/** The fitted lines of a card, in the order they are drawn. */
export function cardLines(content: CardContent, fonts: CardFonts) {
  const title = wrapText(
    drawableText(content.title, fonts.bold) ||
      m.pages_card_untitled({}, { locale: content.language ?? DEFAULT_LANGUAGE }),
    fonts.bold,
    TITLE_SIZE,
    TEXT_WIDTH,
    2,
  );
  const rowWidth = CARD_WIDTH - LEFT - ROW_TEXT_LEFT;
  const rows = content.rows.slice(0, 3).map((row) => ({
    icon: row.icon,
    text:
      wrapText(drawableText(row.text, fonts.regular), fonts.regular, ROW_SIZE, rowWidth, 1)[0] ??
      "",
  }));
  return { title, rows };
}

export function cardSvg(content: CardContent, fonts: CardFonts): string {
  const { title, rows } = cardLines(content, fonts);
  // The block of title and rows is centred between the header and the footer.
  const blockHeight = title.length * TITLE_LINE + 24 + rows.length * ROW_HEIGHT;
  const top = Math.round(150 + (380 - blockHeight) / 2);
  const titleSvg = title
    .map((line, i) =>
      text(LEFT, top + TITLE_SIZE + i * TITLE_LINE, TITLE_SIZE, 700, "#ffffff", line),
    )
    .join("");
  const rowsTop = top + title.length * TITLE_LINE + 24;
  const rowsSvg = rows
    .map((row, i) => {
      const y = rowsTop + i * ROW_HEIGHT;
      return `<g transform="translate(${LEFT} ${y + 6})" fill="none" stroke="#ccfbf1" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${ICONS[row.icon]}</g>${text(ROW_TEXT_LEFT, y + 34, ROW_SIZE, 400, "#ccfbf1", row.text)}`;
    })
    .join("");
  const footer = drawableText(content.footer, fonts.regular);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0f766e"/>
<circle cx="1110" cy="90" r="250" fill="#11968a"/>
<rect x="${LEFT}" y="66" width="60" height="56" rx="12" fill="#ffffff"/>
<path d="M97 95l11 11 18-21" fill="none" stroke="#0d9488" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
${text(LEFT + 80, 108, 38, 700, "#ffffff", m.pages_site_name({}, { locale: content.language ?? DEFAULT_LANGUAGE }))}
${titleSvg}${rowsSvg}
${text(LEFT, 560, 30, 400, "#99f6e4", footer)}
</svg>`;
}
