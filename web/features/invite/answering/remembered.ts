import { keyFor, listeners, type MyResponse, readMyResponses } from "../my-responses";

/**
 * The writes to this browser's list of its responses (my-responses.ts reads it): only an answer
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

/** Adds or replaces (by id) one of this browser's responses. */
export function rememberResponse(eventId: string, entry: MyResponse): void {
  const others = readMyResponses(eventId).filter((mine) => mine.id !== entry.id);
  writeMyResponses(eventId, [...others, entry]);
}

export function forgetResponse(eventId: string, match: (entry: MyResponse) => boolean): void {
  writeMyResponses(
    eventId,
    readMyResponses(eventId).filter((entry) => !match(entry)),
  );
}
