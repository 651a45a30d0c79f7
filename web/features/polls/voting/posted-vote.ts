import type { VoteFormReply, VotePost } from "#contract/poll-page";
import { problemReply, voteReplyOf, voteRequestOf } from "./vote-checks";
import { voteActionOf, votedIn } from "./vote-values";

/**
 * The vote form posted without the app, answered as the page route's action makes it
 * (web/app/routes/poll-public.tsx): the fields read and checked as the app reads and checks its
 * form, the request sent by the Worker's part (`post`), and the reply worded as the app words
 * it. Loaded by the action only.
 */
export async function postedVote(fields: URLSearchParams, post: VotePost): Promise<VoteFormReply> {
  const action = voteActionOf(fields);
  const opened = post.opened(action);
  const optionIds = "view" in opened ? opened.view.options.map((option) => option.id) : [];
  const { typed, password } = votedIn(fields, optionIds);
  if ("refusal" in opened) return voteReplyOf(opened.refusal, typed);
  const asked = voteRequestOf(typed, password, action);
  if ("problem" in asked) return problemReply(action, asked.problem, typed);
  return voteReplyOf(await post.send(asked.request), typed);
}
