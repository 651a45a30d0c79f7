import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { NotifyState } from "#contract/notify";
import { openMyResponse } from "../api/response-calls";

/**
 * How each of this browser's responses can be told of a seat or a change (`notify`), as the
 * server last said in a reply meant for its holder: a sign-up's or change's, or GET my-response
 * with the key this browser keeps. In memory only: the address is not written to the device,
 * and whether it is verified changes in a mail app, so the panel asks again when it is shown.
 */

const states = new Map<string, NotifyState>();
const listeners = new Set<() => void>();
const slot = (eventId: string, responseId: string) => `${eventId}/${responseId}`;

export function rememberChannels(eventId: string, responseId: string, notify: NotifyState): void {
  states.set(slot(eventId, responseId), notify);
  for (const listener of listeners) listener();
}

export const channelsOf = (eventId: string, responseId: string): NotifyState | undefined =>
  states.get(slot(eventId, responseId));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The response's channels as last heard, or undefined while this page has heard nothing. */
export function useChannels(eventId: string, responseId: string): NotifyState | undefined {
  const read = useCallback(() => channelsOf(eventId, responseId), [eventId, responseId]);
  return useSyncExternalStore(subscribe, read, () => undefined);
}

/**
 * Asks the server for the response's channels with its personal link's key, now and whenever
 * the page comes back into view (the address may have been verified in the mail app meanwhile).
 * A refusal changes nothing here: what uses the key to change something forgets a stale one.
 */
export function useChannelsRefresh(eventId: string, responseId: string, key?: string): void {
  useEffect(() => {
    if (!key) return;
    let left = false;
    const load = () => {
      if (document.visibilityState === "hidden") return;
      openMyResponse(eventId, key).then(
        ({ notify }) => {
          if (!left) rememberChannels(eventId, responseId, notify);
        },
        () => {},
      );
    };
    load();
    document.addEventListener("visibilitychange", load);
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", load);
    };
  }, [eventId, responseId, key]);
}
