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
 * the entry brings another, or null: a new password stopped the link.
 */
export function rememberResponse(
  eventId: string,
  { key, ...entry }: Omit<MyResponse, "key"> & { key?: string | null },
): void {
  const entries = readMyResponses(eventId);
  const kept = key === undefined ? entries.find((mine) => mine.id === entry.id)?.key : key;
  const others = entries.filter((mine) => mine.id !== entry.id);
  writeMyResponses(eventId, [...others, kept ? { ...entry, key: kept } : entry]);
}

/** Keeps (or, with null, forgets) the personal link's key of one of this browser's responses. */
export function keepKey(eventId: string, id: string, key: string | null): void {
  const entry = readMyResponses(eventId).find((mine) => mine.id === id);
  if (entry) rememberResponse(eventId, { ...entry, key });
}

export function forgetResponse(eventId: string, match: (entry: MyResponse) => boolean): void {
  writeMyResponses(
    eventId,
    readMyResponses(eventId).filter((entry) => !match(entry)),
  );
}
