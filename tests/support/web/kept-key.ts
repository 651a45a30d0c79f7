import { publicViewOf } from "./invite";
import { publicResponse } from "./responses";

/** A kept personal link's key, as this browser stores it for a response. */
export const KEPT_KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";

/**
 * An invite page whose '내 응답' lists two responses: 지우's with the key this device keeps,
 * 민지's without (answered here before keys were kept, or its key since replaced).
 */
export function keptKeyPage(eventId: string) {
  const jiwoo = publicResponse(1, "attending", { name: "지우" });
  const minji = publicResponse(2, "attending", { name: "민지" });
  const view = publicViewOf([jiwoo, minji], { id: eventId });
  const kept = [
    { id: jiwoo.id, name: jiwoo.name, status: jiwoo.status, revision: 1, key: KEPT_KEY },
    { id: minji.id, name: minji.name, status: minji.status, revision: 1 },
  ];
  return { jiwoo, minji, view, kept };
}
