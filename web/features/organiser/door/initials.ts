/**
 * Name search at the door with Korean initial consonants (초성): 'ㅎㄱㄷ' finds '홍길동', as
 * Korean phone keyboards let people type a name's initials faster than the name.
 */

/**
 * The 19 initial consonants in Unicode's order for Hangul syllables (ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ),
 * as the letters a keyboard types (Hangul Compatibility Jamo). Written as code points: they are
 * what a search compares, not words shown, so they stay out of the catalogs.
 */
const INITIALS = String.fromCodePoint(
  0x3131,
  0x3132,
  0x3134,
  0x3137,
  0x3138,
  0x3139,
  0x3141,
  0x3142,
  0x3143,
  0x3145,
  0x3146,
  0x3147,
  0x3148,
  0x3149,
  0x314a,
  0x314b,
  0x314c,
  0x314d,
  0x314e,
);
const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** A syllable is 0xAC00 + (initial × 21 + medial) × 28 + final: one initial per 21 × 28 codes. */
const PER_INITIAL = 21 * 28;

/** The initial consonant of a Hangul syllable ('홍' → 'ㅎ'), or null for any other character. */
export function initialOf(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return null;
  return INITIALS[Math.floor((code - FIRST_SYLLABLE) / PER_INITIAL)] ?? null;
}

const isInitial = (char: string) => INITIALS.includes(char);

/** Case and spaces do not matter: '홍 길동' and 'kim' are found as '홍길동' and 'Kim'. */
const normalise = (text: string) =>
  Array.from(text.normalize("NFC").toLowerCase().replace(/\s+/g, ""));

/** One typed character against one of the name's: the same, or the syllable's initial. */
const matches = (typed: string, char: string) =>
  typed === char || (isInitial(typed) && initialOf(char) === typed);

/**
 * Whether `name` holds what was typed, anywhere in it: whole syllables, initials or both mixed
 * ('홍ㄱㄷ', 'ㄱ동'). An empty query matches every name.
 */
export function nameMatches(name: string, query: string): boolean {
  const typed = normalise(query);
  if (typed.length === 0) return true;
  const chars = normalise(name);
  for (let start = 0; start + typed.length <= chars.length; start++) {
    if (typed.every((char, i) => matches(char, chars[start + i] as string))) return true;
  }
  return false;
}
