import { keyFor, listeners, type MyResponse, readMyResponses } from "./read";

/**
 * The writes to this browser's list of its responses (read.ts reads it): only a reply to a send
 * or the '내 응답' panel changes it, so the invite page's first load does without them.
 */
export function writeMyResponses(eventId: string, entries: MyResponse[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(keyFor(eventId));
    else localStorage.setItem(keyFor(eventId), JSON.stringify(entries));
  } catch {
    // Storage full or blocked: nothing to remember then.
  }
  for (const listener of listeners) listener();
}

/**
 * Adds or replaces (by id) one of this browser's responses. The link's key it had stays unless
 * the entry brings another, or null: a new password stopped the link. So does '매번 참석',
 * which only a reply that says it changes (a one-tap reply's too).
 */
export function rememberResponse(
  eventId: string,
  { key, standing, ...entry }: Omit<MyResponse, "key"> & { key?: string | null },
): void {
  const entries = readMyResponses(eventId);
  const before = entries.find((mine) => mine.id === entry.id);
  const kept = key === undefined ? before?.key : key;
  const repeats = standing ?? before?.standing;
  const others = entries.filter((mine) => mine.id !== entry.id);
  writeMyResponses(eventId, [
    ...others,
    {
      ...entry,
      ...(kept && { key: kept }),
      ...(repeats !== undefined && { standing: repeats }),
    },
  ]);
}

/**
 * '매번 참석' as a reply carrying the invitee's own response says it (only an occurrence of a
 * series has it), ready to spread into an entry; nothing from any other reply.
 */
export const standingIn = (reply: object): { standing?: boolean } =>
  "standing" in reply && typeof reply.standing === "boolean" ? { standing: reply.standing } : {};

/** Keeps (or, with null, forgets) the personal link's key of one of this browser's responses. */
export function keepKey(eventId: string, id: string, key: string | null): void {
  const entry = readMyResponses(eventId).find((mine) => mine.id === id);
  if (entry) rememberResponse(eventId, { ...entry, key });
}

/** Keeps whether one of this browser's responses stands, as a read of it through its key said. */
export function keepStanding(eventId: string, id: string, standing: boolean): void {
  const entry = readMyResponses(eventId).find((mine) => mine.id === id);
  if (entry && entry.standing !== standing) rememberResponse(eventId, { ...entry, standing });
}

export function forgetResponse(eventId: string, match: (entry: MyResponse) => boolean): void {
  writeMyResponses(
    eventId,
    readMyResponses(eventId).filter((entry) => !match(entry)),
  );
}
