/**
 * The two things the card's layout needs from a font file, read from its OpenType tables:
 * whether it has a glyph for a character (`cmap`) and how wide that glyph is (`hmtx`). The
 * renderer draws with the same file, so a title is wrapped and cut to what is really drawn,
 * and characters the font lacks (emoji, scripts it does not cover) are left out rather than
 * drawn as empty boxes.
 */
export type FontMetrics = {
  /** The advance of a character in em (1 = the font size), or undefined without a glyph. */
  advance(codePoint: number): number | undefined;
};

type Table = { offset: number; length: number };

function tablesOf(view: DataView): Map<string, Table> {
  const tables = new Map<string, Table>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

function required(tables: Map<string, Table>, tag: string): Table {
  const table = tables.get(tag);
  if (!table) throw new Error(`font has no ${tag} table`);
  return table;
}

/** A character-to-glyph lookup from the best Unicode subtable: format 12 (full range) or 4 (BMP). */
function glyphLookup(view: DataView, cmap: Table): (codePoint: number) => number {
  const subtables = view.getUint16(cmap.offset + 2);
  let format4: number | undefined;
  for (let i = 0; i < subtables; i++) {
    const at = cmap.offset + 4 + i * 8;
    const platform = view.getUint16(at);
    const encoding = view.getUint16(at + 2);
    const offset = cmap.offset + view.getUint32(at + 4);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12(view, offset);
    if (format === 4) format4 ??= offset;
  }
  if (format4 === undefined) throw new Error("font has no Unicode cmap");
  return format4Lookup(view, format4);
}

function format12(view: DataView, offset: number): (codePoint: number) => number {
  const groups = view.getUint32(offset + 12);
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = offset + 16 + mid * 12;
      const start = view.getUint32(at);
      const end = view.getUint32(at + 4);
      if (codePoint < start) high = mid - 1;
      else if (codePoint > end) low = mid + 1;
      else return view.getUint32(at + 8) + codePoint - start;
    }
    return 0;
  };
}

function format4Lookup(view: DataView, offset: number): (codePoint: number) => number {
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (codePoint > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const rangeAt = rangeOffsets + i * 2;
      const range = view.getUint16(rangeAt);
      if (range === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + range + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function readFontMetrics(bytes: ArrayBuffer | Uint8Array): FontMetrics {
  const view =
    bytes instanceof Uint8Array
      ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      : new DataView(bytes);
  const tables = tablesOf(view);
  const unitsPerEm = view.getUint16(required(tables, "head").offset + 18);
  const longMetrics = view.getUint16(required(tables, "hhea").offset + 34);
  const hmtx = required(tables, "hmtx").offset;
  const glyphOf = glyphLookup(view, required(tables, "cmap"));
  return {
    advance(codePoint) {
      const glyph = glyphOf(codePoint);
      if (glyph === 0) return undefined;
      // Glyphs past the last long metric share its advance (monospaced tails).
      const index = Math.min(glyph, longMetrics - 1);
      return view.getUint16(hmtx + index * 4) / unitsPerEm;
    },
  };
}
