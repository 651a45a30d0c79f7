import type { Filled } from "../event-room/seating";

/**
 * The reply's words when seats were filled: DESIGN.md asks for "promoted" and the names; an
 * offer says "offered". Said by the room's commands (a response changed or deleted) and by the
 * organiser's event update (more seats, or offers turned off).
 */
export function filledSentence(filled: Filled): string {
  const words = (names: string[], done: string) => {
    if (names.length === 0) return "";
    const who = names.join(", ");
    return names.length === 1
      ? ` 1 waiting participant was ${done}: ${who}.`
      : ` ${names.length} waiting participants were ${done}: ${who}.`;
  };
  return words(filled.promoted, "promoted") + words(filled.offered, "offered a seat");
}
