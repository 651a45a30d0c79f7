import { m } from "#messages";

/**
 * Who a freed seat went to, read from a reply's `promoted` list (let in from the waiting list)
 * and `offered` list (offered the seat for a while: decision 0022), never from its message;
 * empty when nobody. One sentence for each list, in the reader's language.
 */
export const promotionText = (promoted: string[], offered: string[] = []) =>
  [
    promoted.length > 0 && m.common_promoted({ names: promoted.join(", ") }),
    offered.length > 0 && m.common_offered({ names: offered.join(", ") }),
  ]
    .filter(Boolean)
    .join(" ");
