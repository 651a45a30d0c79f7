import type { SeatState } from "#contract/guest-list";

/**
 * Where a newcomer stands, in words, for pages that show no counts (`guest_list` `hidden`,
 * decision 0041): the link preview's words. A full event's page says besides what signing up does.
 */
export const seatStateText = (state: SeatState) =>
  state === "full"
    ? "정원 마감"
    : state === "queue"
      ? "대기 신청 가능"
      : state
        ? "자리 있음"
        : "정원 제한 없음";

/** In place of the names under `count` and `hidden`: the list is the organiser's alone. */
export const ORGANISER_ONLY_TEXT = "참석자 명단은 주최자만 볼 수 있어요.";
