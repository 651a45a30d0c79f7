import type { VoteOutcome } from "#contract/poll-page";
import type { VoteReply } from "#contract/polls";
import { type VoteRequest, voteCall } from "#contract/vote-call";
import { requestHeaders, settle, timedFetch } from "../../../lib/api-response";
import { ApiError } from "../../../lib/error-detail";

/** The app's way of sending the vote form: the votes route, with the request's method. */
export async function sendVote(pollId: string, request: VoteRequest): Promise<VoteOutcome> {
  const { method, path, json } = voteCall(pollId, request);
  const { action } = request;
  try {
    const reply = (await settle(
      timedFetch(path, {
        method,
        headers: { ...requestHeaders(), "Content-Type": "application/json" },
        body: JSON.stringify(json),
      }),
    )) as VoteReply;
    return { ok: true, action, reply };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, body, retryAfter } = error;
    return { ok: false, action, status, body, retryAfter };
  }
}
