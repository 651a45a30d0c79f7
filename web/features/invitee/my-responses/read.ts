import { useCallback, useSyncExternalStore } from "react";
import type { ResponseStatus } from "#contract/responses";

/**
 * The responses this browser registered, per event, so the page can show the invitee their own
 * place in the queue and tell them when they are promoted. Only the response id, name and the
 * last status seen are kept, and the key of the response's personal link once this browser has
 * one: never the password. The page reads them on its first load; the writes come with a
 * reply or the '내 응답' panel (write.ts).
 */
export type MyResponse = {
  id: string;
  name: string;
  /** The status this browser last saw, to notice a promotion from waiting to attending. */
  status: ResponseStatus;
  /** The room revision that created or last changed it, so an older snapshot cannot drop it. */
  revision: number;
  /**
   * Its personal link's key ('내 응답 링크'), made when this browser signed up or made a link
   * (decision 0018): a seat offer then takes a one-tap reply. '내 응답' says it is kept here and
   * forgets it on request. Checked where it is used (offers/, sending/), not on the first load.
   */
  key?: string;
  /**
   * '매번 참석' (decision 0069): the reply that made or changed the response said it answers the
   * series' later occurrences alike. Absent for an event that is no series' occurrence.
   */
  standing?: boolean;
  /**
   * Never stored: the key is that of the personal link this page was opened by, which only the
   * tab keeps (decision 0018), so '내 응답' does not say it is kept on this device.
   */
  linked?: boolean;
};

export const keyFor = (eventId: string) => `moim:my-responses:${eventId}`;
/** What follows this browser's responses: told by the writes (write.ts). */
export const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: MyResponse[] }>();
const EMPTY: MyResponse[] = [];

function isMyResponse(value: unknown): value is MyResponse {
  // Anything but an object (null included) has no such fields.
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry?.id === "string" &&
    typeof entry.name === "string" &&
    typeof entry.status === "string" &&
    typeof entry.revision === "number"
  );
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked (private modes): the page still works, without memory.
  }
}

export function readMyResponses(eventId: string): MyResponse[] {
  const key = keyFor(eventId);
  const raw = safeGet(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let value: MyResponse[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed.filter(isMyResponse);
  } catch {
    value = EMPTY;
  }
  // None at all is the very array the server rendered with: a new empty array would count as a
  // change after hydration and re-render the whole invite page at once.
  if (value.length === 0) value = EMPTY;
  cache.set(key, { raw, value });
  return value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("moim:my-responses:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** This browser's responses to the event, kept in step across tabs. */
export function useMyResponses(eventId: string): MyResponse[] {
  const read = useCallback(() => readMyResponses(eventId), [eventId]);
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
