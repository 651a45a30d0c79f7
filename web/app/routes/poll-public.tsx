import { type ActionFunctionArgs, useActionData, useLocation } from "react-router";
import type { VoteFormReply, VotePost } from "#contract/poll-page";
import { PollPage } from "../../features/polls/voting/components/poll-page";
import { servedReply } from "../served-reply";

export function Component() {
  // The reply to a posted form: the server's render from the action, the app's first from what
  // the server rendered (web/app/served-reply.ts), on the page's first location only.
  const first = useLocation().key === "default";
  const reply =
    useActionData<typeof postedForm>() ?? (first ? servedReply<VoteFormReply>() : undefined);
  return <PollPage reply={reply} />;
}

/**
 * The vote form posted by the browser itself (before the app takes over, or without
 * JavaScript), run by the Worker's static handler as the invite page's is
 * (docs/decisions/0051-one-form-path.md): the app's own checks make the request from the
 * fields, the Worker's part (the request context) sends it to the votes route, and the page
 * renders the reply. Only the Worker's build has it.
 */
async function postedForm({ request, context }: ActionFunctionArgs): Promise<VoteFormReply> {
  const fields = new URLSearchParams(await request.text());
  const { postedVote } = await import("../../features/polls/voting/posted-vote");
  return postedVote(fields, context as unknown as VotePost);
}

export const action = import.meta.env.SSR ? postedForm : undefined;
