import { SNAPSHOT_ELEMENT_ID } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import { eventKeys } from "../lib/event-keys";
import { queryClient } from "../lib/query-client";
import type { AppRouter } from "./router";
import { keepServedReply } from "./served-reply";

/**
 * An invite page arrives with its snapshot inline: the page starts from it, no second request.
 * One answering its posted form also has the route's action data: the page hydrates with the
 * reply the server rendered (docs/decisions/0051-one-form-path.md).
 */
export function seedInitialData(): void {
  keepServedReply();
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
