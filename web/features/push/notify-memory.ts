import { useCallback, useSyncExternalStore } from "react";

/**
 * Which of this browser's responses to an event have notifications on, so the invite page shows
 * '알림 켜짐' when it is opened again. Only response ids: the password is never kept, and the
 * endpoint is the browser's own (PushManager.getSubscription() gives it back).
 */

const PREFIX = "moim:notify:";
const keyFor = (eventId: string) => `${PREFIX}${eventId}`;
const listeners = new Set<() => void>();

function read(eventId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(eventId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === "string") : [];
  } catch {
    return []; // Storage blocked or garbled: nothing remembered, notifications still work.
  }
}

/** This browser's responses to the event with notifications on. */
export const notifyOnIds = (eventId: string): string[] => read(eventId);

export function isNotifyOn(eventId: string, responseId: string): boolean {
  return read(eventId).includes(responseId);
}

export function setNotifyOn(eventId: string, responseId: string, on: boolean): void {
  const others = read(eventId).filter((id) => id !== responseId);
  const next = on ? [...others, responseId] : others;
  try {
    if (next.length === 0) localStorage.removeItem(keyFor(eventId));
    else localStorage.setItem(keyFor(eventId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the control forgets on reload, the server still sends.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the response's notifications are on in this browser, kept in step across tabs. */
export function useNotifyOn(eventId: string, responseId: string): boolean {
  const get = useCallback(() => isNotifyOn(eventId, responseId), [eventId, responseId]);
  return useSyncExternalStore(subscribe, get, () => false);
}
