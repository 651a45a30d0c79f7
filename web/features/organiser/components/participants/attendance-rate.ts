/** What a participants entry says about one person's responses. */
export interface RateEntry {
  attending_count: number;
  not_attending_count: number;
  maybe_count: number;
  attendance_rate: number;
}

/**
 * The rate to show, or null for someone who is only on waiting lists: they have not said no to
 * anything, they are waiting for a seat, so a 0 % in red would blame them for the event being
 * full. The entry counts every response but waiting, so all three being 0 means only waiting.
 */
export function shownRate(entry: RateEntry): number | null {
  const decided = entry.attending_count + entry.not_attending_count + entry.maybe_count;
  return decided === 0 ? null : entry.attendance_rate;
}

/** The rate's colour: >= 0.8 green, >= 0.6 blue, >= 0.4 yellow, else red. */
export type RateTone = "success" | "info" | "warning" | "error" | "neutral";

export function rateTone(rate: number): RateTone {
  if (rate >= 0.8) return "success";
  if (rate >= 0.6) return "info";
  if (rate >= 0.4) return "warning";
  return "error";
}

/**
 * One person's colour: neutral while none of their responses is a decision. '미정' says neither
 * yes nor no, so someone who has only responded that has a 0 % that is no one's fault, and red
 * would read as a no-show.
 */
export function personTone(entry: RateEntry, rate: number): RateTone {
  return entry.attending_count + entry.not_attending_count === 0 ? "neutral" : rateTone(rate);
}

/** 0.8333 -> '83.3%': a percentage with one decimal. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** The progress bar's value: the rate times 100, kept inside 0..100. */
export function rateProgress(rate: number): number {
  return Math.min(100, Math.max(0, rate * 100));
}

// Whole class names, so Tailwind sees them in the source.
export const PROGRESS_CLASS: Record<RateTone, string> = {
  success: "progress-success",
  info: "progress-info",
  warning: "progress-warning",
  error: "progress-error",
  neutral: "",
};
export const TEXT_CLASS: Record<RateTone, string> = {
  success: "text-success",
  info: "text-info",
  warning: "text-warning",
  error: "text-error",
  neutral: "text-base-content/70",
};
