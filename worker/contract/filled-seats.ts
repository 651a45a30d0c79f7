/** Who a change seated from the waiting list, and who it offered a seat (by name). */
export interface Filled {
  promoted: string[];
  offered: string[];
}

export const nobodyFilled = (): Filled => ({ promoted: [], offered: [] });

/**
 * The reply's words when seats were filled: "promoted" and the names (the web app shows a
 * message containing "promoted" as a success); an offer says "offered". Shared by the room and
 * the routes, so neither imports the other: said by the room's commands (a response changed or
 * deleted) and by the organiser's event update (more seats, or offers turned off).
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
