/**
 * Who a freed seat let in from the waiting list, read from a reply's `promoted` list (never
 * from its message); empty when nobody was.
 */
export const promotionText = (promoted: string[]) =>
  promoted.length > 0 ? `대기 중이던 ${promoted.join(", ")}님이 참석으로 확정되었습니다.` : "";
