import { type FieldProblem, normaliseName, RESPONSE_LIMITS } from "./response-rules";

/**
 * Each field's own check (the API's schemas and the forms' checks before sending), apart from
 * the rules the invite page loads at once (response-rules.ts): the page needs these only once
 * someone responds (web/features/invitee/sending), and their Unicode patterns are the bulk.
 */

/**
 * Characters that draw nothing (or draw a blank) yet make a name different: controls, format
 * characters, default-ignorable code points (U+034F, U+3164 HANGUL FILLER, variation selectors)
 * and the Braille blank U+2800. "Alice" followed by any of them would otherwise be a second
 * Alice. Emoji keep what they are made of: a zero-width joiner between two pictographs and a
 * variation selector-16 after a pictograph or inside a keycap (1️⃣) are allowed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Default_Ignorable_Code_Point}\u2800]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_PRESENTATION = /(?<=\p{Extended_Pictographic})\uFE0F|(?<=[#*0-9])\uFE0F(?=\u20E3)/gu;

export const hasInvisibleCharacters = (name: string) =>
  INVISIBLE.test(name.replace(EMOJI_JOINER, "").replace(EMOJI_PRESENTATION, ""));

/** Bidi controls (U+202A-U+202E, U+2066-U+2069, U+200E/F) reorder text shown after them. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Controls other than line breaks and tabs, lone surrogates and bidi controls. */
const HIDDEN_IN_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/**
 * A text's length in characters (code points), as the API's schemas count it: an emoji is one,
 * not the two UTF-16 units of `length`.
 */
export const charactersIn = (text: string) => Array.from(text).length;

/** True when free text (a title, place, message) carries characters that hide or reorder it. */
export const hasHiddenControls = (text: string) =>
  BIDI_CONTROL.test(text) || HIDDEN_IN_TEXT.test(text);

/** A name as typed (normalised here first). */
export function nameProblem(typed: string): FieldProblem | null {
  const name = normaliseName(typed);
  if (name.length === 0) return "name_required";
  if (name.length > RESPONSE_LIMITS.nameMax) return "name_too_long";
  if (hasInvisibleCharacters(name)) return "name_invalid_characters";
  return null;
}

/** Passwords are taken as typed: spaces count, nothing is trimmed. */
export function passwordProblem(password: string): FieldProblem | null {
  if (password.length === 0) return "password_required";
  if (password.length < RESPONSE_LIMITS.passwordMin) return "password_too_short";
  if (password.length > RESPONSE_LIMITS.passwordMax) return "password_too_long";
  if (/[\p{Cc}\p{Cs}]/u.test(password)) return "password_invalid_characters";
  return null;
}

/** A message as typed (trimmed here first); empty is fine: it is left out. */
export function messageProblem(typed: string): FieldProblem | null {
  const message = typed.trim();
  if (message.length > RESPONSE_LIMITS.messageMax) return "message_too_long";
  if (hasHiddenControls(message)) return "message_invalid_characters";
  return null;
}
