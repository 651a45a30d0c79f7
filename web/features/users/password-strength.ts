export type StrengthLevel = "Low" | "Medium" | "High";

/** Segments of the meter. */
export const STRENGTH_SEGMENTS = 4;

/**
 * A 0–100 score: up to 50 for length (16 characters or more earn it all) and 12.5 for each
 * kind of character used (lower case, upper case, digits, others). Under the 8-character
 * minimum a password never rises above Low.
 */
export function passwordStrength(password: string): number {
  if (!password) return 0;
  const lengthScore = (Math.min(password.length, 16) / 16) * 50;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) =>
    kind.test(password),
  ).length;
  const score = Math.round(lengthScore + kinds * 12.5);
  return password.length < 8 ? Math.min(score, 32) : score;
}

/** Low below 33 %, Medium below 66 %, otherwise High. */
export function strengthLevel(score: number): StrengthLevel {
  if (score < 33) return "Low";
  if (score < 66) return "Medium";
  return "High";
}

/** How many of the four segments a score lights. */
export function filledSegments(score: number): number {
  return Math.min(STRENGTH_SEGMENTS, Math.ceil(score / (100 / STRENGTH_SEGMENTS)));
}
