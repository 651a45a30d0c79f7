import type { PollAnswer } from "./poll-rules";
import type { PushSubscriptionJson } from "./push";

/**
 * A vote's call to the API, the same for the poll page's fetch and the Worker's part of the
 * page's action (worker/pages/vote-post.ts), as response-call.ts is for the invite form. Apart
 * from the page's constants (poll-page.ts), so only the code that sends a vote carries it.
 */

/** What the vote form's checks make of its fields: the API call's body by action. */
export type VoteRequest =
  | {
      action: "create" | "modify";
      name: string;
      password: string;
      choices: { option_id: string; answer: PollAnswer }[];
      /** Left out when not typed: on a change, the address stays as it is. */
      notify_email?: string;
      /**
       * This browser's subscription, sent by the app only (a posted form has none): left out, a
       * change keeps the one held; null, a change drops it.
       */
      subscription?: PushSubscriptionJson | null;
    }
  | { action: "delete"; name: string; password: string };

const METHODS = { create: "POST", modify: "PUT", delete: "DELETE" } as const;

/**
 * The API call of a vote request, the same for the app's fetch and the Worker's part of the
 * page's action: `/api/v1/polls/{id}/votes` with the method of its action and a JSON body.
 */
export function voteCall(pollId: string, request: VoteRequest) {
  const { action, ...json } = request;
  return {
    method: METHODS[action],
    path: `/api/v1/polls/${encodeURIComponent(pollId)}/votes`,
    json,
  };
}
