import { formatRate } from "./attendance-rate";

/**
 * The no-show rate (decision 0043): of someone's 참석 responses at events that used check-in, the
 * share never checked in at the door. '—' for someone with no such response: events without
 * check-in say nothing about who came.
 */
export const formatNoShow = (rate: number | null): string =>
  rate === null ? "—" : formatRate(rate);

export const NO_SHOW_EXPLANATION =
  "노쇼율: 입장 확인을 쓴 모임에서 참석이라고 답하고 입장하지 않은 비율이에요. 그런 모임이 없으면 —로 보여요.";
