import type { FormReply } from "#contract/invite-form";
import { ACTION_DATA_ELEMENT_ID } from "#contract/invite-page";

let served: unknown;

/**
 * Keeps the reply a page answering its posted form (an invite page, a poll) was rendered with: the page route's
 * action data, inline as inert JSON beside the snapshot (worker/pages/event-page.ts).
 */
export function keepServedReply(): void {
  const text = document.getElementById(ACTION_DATA_ELEMENT_ID)?.textContent;
  served = undefined;
  try {
    // By route id: the page's route is the one with an action.
    served = text ? Object.values(JSON.parse(text))[0] : undefined;
  } catch {
    // A reply that cannot be read is not shown; the page itself still is.
  }
}

/**
 * The served reply, for the page's first render to match the server's. Not the router's
 * hydration data: with the page's route loaded lazily, the router's first navigation drops the
 * action data it was given (react-router's completeNavigation keeps it only after a
 * submission), so the page reads it here, as it reads its snapshot
 * (docs/decisions/0051-one-form-path.md).
 */
export const servedReply = <Reply = FormReply>() => served as Reply | undefined;
