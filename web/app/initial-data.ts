import type { HydrationState } from "react-router";
import { ACTION_DATA_ELEMENT_ID, SNAPSHOT_ELEMENT_ID } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import { eventKeys } from "../lib/event-keys";
import { queryClient } from "../lib/query-client";
import type { AppRouter } from "./router";

/** An invite page arrives with its snapshot inline: the page starts from it, no second request. */
export function seedInitialData(): void {
  const element = document.getElementById(SNAPSHOT_ELEMENT_ID);
  const eventId = /^\/events\/([^/]+)\/public\/?$/.exec(location.pathname)?.[1];
  if (!element?.textContent || !eventId) return;
  try {
    const snapshot = JSON.parse(element.textContent) as EventPublicView;
    queryClient.setQueryData(eventKeys.publicView(eventId), snapshot);
  } catch {
    // A page whose data cannot be read simply fetches it.
  }
}

/**
 * An invite page answering its posted form arrives with the page route's action data inline
 * (worker/pages/event-page.ts): the router starts from it, so the page hydrates with the reply
 * the server rendered (docs/decisions/0051-one-form-path.md).
 */
export function hydrationData(): HydrationState | undefined {
  const text = document.getElementById(ACTION_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { actionData: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the first route's lazily loaded code is in, so the first render is the page
 * itself and not a loading spinner painted over the page the server sent.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
