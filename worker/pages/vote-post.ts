import type { VoteAction, VoteOutcome, VotePost } from "#contract/poll-page";
import type { PollPublicView, VoteReply } from "#contract/polls";
import { type VoteRequest, voteCall } from "#contract/vote-call";
import { requestLanguage } from "#i18n/request-language";
import { ApiError } from "../lib/errors";
import { postedFormRefusal } from "./posted-form-refusal";

type Page = {
  request: Request;
  env: Env;
  /** The request's own: the votes route tells the poll's open pages after it answers. */
  ctx: ExecutionContext;
  pollId: string;
  view?: PollPublicView;
};

/**
 * The Worker's part of the poll page's action (web/app/routes/poll-public.tsx), whose own checks
 * made the request from the posted fields: sent to the votes route as the app sends it
 * (voteCall), in this isolate, so its validation, password lockout and limits are the API's.
 * `tooLarge`: the body was over the limit, and nothing is read or sent. `viewAfter` is the poll
 * as the last reply left it, else as the page showed it.
 */
export function votePost(
  page: Page,
  tooLarge: boolean,
): VotePost & { viewAfter: () => PollPublicView | undefined } {
  let after = page.view;
  return {
    opened: (action) => {
      const refused = postedFormRefusal(
        page.env,
        tooLarge,
        page.view !== undefined,
        "poll_not_found",
      );
      if (refused || !page.view)
        return { refusal: refusal(action, refused ?? new ApiError("poll_not_found")) };
      return { view: page.view };
    },
    send: async (request: VoteRequest): Promise<VoteOutcome> => {
      const { action } = request;
      const res = await callVotes(page, request);
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const retryAfter = Number(res.headers.get("Retry-After")) || null;
        return { ok: false, action, status: res.status, body, retryAfter };
      }
      const reply = body as VoteReply;
      after = reply.poll ?? after;
      return { ok: true, action, reply };
    },
    viewAfter: () => after,
  };
}

/**
 * The votes route itself, in this isolate, in the language the page was read in (what the route
 * words for the voter, its mails, is then in that language), counting the visitor's own address
 * for the limits per network.
 */
async function callVotes({ request, env, ctx, pollId, view }: Page, vote: VoteRequest) {
  const { app } = await import("../app");
  const call = voteCall(pollId, vote);
  const headers = new Headers({ "Content-Type": "application/json" });
  headers.set("Accept-Language", requestLanguage(request, { event: view?.language }));
  const source = request.headers.get("CF-Connecting-IP");
  if (source) headers.set("CF-Connecting-IP", source);
  const url = new URL(call.path, request.url);
  const body = JSON.stringify(call.json);
  return app.fetch(new Request(url, { method: call.method, headers, body }), env, ctx);
}

const refusal = (action: VoteAction, error: ApiError): VoteOutcome => ({
  ok: false,
  action,
  status: error.status,
  body: error.body,
  retryAfter: Number(error.headers["Retry-After"]) || null,
});
