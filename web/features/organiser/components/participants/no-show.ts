import { formatRate } from "./attendance-rate";

/**
 * The no-show rate (decision 0043): of someone's 참석 responses at events that used check-in, the
 * share never checked in at the door. '—' for someone with no such response: events without
 * check-in say nothing about who came.
 */
export const formatNoShow = (rate: number | null): string =>
  rate === null ? "—" : formatRate(rate);
