/**
 * Who a freed seat went to, read from a reply's `promoted` list (let in from the waiting list)
 * and `offered` list (offered the seat for a while: decision 0022), never from its message;
 * empty when nobody.
 */
export const promotionText = (promoted: string[], offered: string[] = []) =>
  [
    promoted.length > 0 && `대기 중이던 ${promoted.join(", ")}님이 참석으로 확정되었습니다.`,
    offered.length > 0 && `${offered.join(", ")}님에게 자리를 제안했어요.`,
  ]
    .filter(Boolean)
    .join(" ");
