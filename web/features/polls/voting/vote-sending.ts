import type { VoteAction, VoteFormReply, VoteTyped } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import { sendVote } from "./send-vote";
import { problemReply, voteReplyOf, voteRequestOf } from "./vote-checks";

/**
 * The vote form sent by the app, its fields read as the page's action reads a post
 * (vote-values.ts): checked as the action checks them (posted-vote.ts), sent by fetch, and
 * answered in the same words; with the poll as the vote left it. Loaded on the first press, so
 * the page's own chunk carries none of the checks.
 */
export async function sendVoteForm(
  action: VoteAction,
  { typed, password }: { typed: VoteTyped; password: string },
  pollId: string,
): Promise<{ reply: VoteFormReply; poll?: PollPublicView }> {
  const asked = voteRequestOf(typed, password, action);
  if ("problem" in asked) return { reply: problemReply(action, asked.problem, typed) };
  const outcome = await sendVote(pollId, asked.request);
  const reply = voteReplyOf(outcome, typed);
  return outcome.ok ? { reply, poll: outcome.reply.poll } : { reply };
}
