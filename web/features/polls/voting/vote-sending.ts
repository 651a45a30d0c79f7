import type { VoteAction, VoteFormReply, VoteOutcome, VoteTyped } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import type { PushSubscriptionJson } from "#contract/push";
import type { VoteRequest } from "#contract/vote-call";
import { m } from "#messages";
import { ApiError } from "../../../lib/error-detail";
import { sendVote } from "./send-vote";
import { problemReply, voteReplyOf, voteRequestOf } from "./vote-checks";

/** The Worker refused the subscription itself (a push service it does not post to). */
const subscriptionRefused = (outcome: VoteOutcome) =>
  !outcome.ok &&
  new ApiError(outcome.status, null, outcome.body).issues.some((issue) =>
    issue.loc?.includes("subscription"),
  );

const withoutSubscription = (request: VoteRequest): VoteRequest => {
  if (request.action === "delete") return request;
  const { subscription: _dropped, ...rest } = request;
  return rest;
};

/** The subscription the call carried: none, this browser's, or null to drop the one held. */
const sentSubscription = (request: VoteRequest) =>
  request.action === "delete" ? undefined : request.subscription;

/** What the reply adds about this browser's notices: only where the call said anything of them. */
function pushNote(outcome: VoteOutcome, sent: PushSubscriptionJson | null | undefined) {
  if (!outcome.ok || sent === undefined) return null;
  const push = outcome.reply.vote?.push ?? false;
  if (sent && push) return m.poll_page_push_on();
  if (sent === null && !push) return m.poll_page_push_off();
  return null;
}

/**
 * The vote form sent by the app, its fields read as the page's action reads a post
 * (vote-values.ts): checked as the action checks them (posted-vote.ts), sent by fetch, and
 * answered in the same words; with the poll as the vote left it. With this browser's
 * subscription when its box was ticked; a subscription the Worker refuses does not cost the
 * vote, which goes again without it. Loaded on the first press, so the page's own chunk carries
 * none of the checks.
 */
export async function sendVoteForm(
  action: VoteAction,
  { typed, password }: { typed: VoteTyped; password: string },
  pollId: string,
  subscription?: PushSubscriptionJson | null,
): Promise<{ reply: VoteFormReply; poll?: PollPublicView }> {
  const asked = voteRequestOf(typed, password, action, subscription);
  if ("problem" in asked) return { reply: problemReply(action, asked.problem, typed) };
  const sent = sentSubscription(asked.request);
  let outcome = await sendVote(pollId, asked.request);
  let note: string | null;
  if (sent && subscriptionRefused(outcome)) {
    outcome = await sendVote(pollId, withoutSubscription(asked.request));
    note = outcome.ok ? m.poll_page_push_refused() : null;
  } else {
    note = pushNote(outcome, sent);
  }
  const reply = voteReplyOf(outcome, typed);
  const noted = note ? { ...reply, text: `${reply.text} ${note}` } : reply;
  return outcome.ok ? { reply: noted, poll: outcome.reply.poll } : { reply: noted };
}
