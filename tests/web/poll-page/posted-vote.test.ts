import { describe, expect, it, vi } from "vitest";
import type { VoteOutcome, VotePost } from "#contract/poll-page";
import type { VoteRequest } from "#contract/vote-call";
import { postedVote } from "../../../web/features/polls/voting/posted-vote";
import { pollView } from "../../support/web/poll-page";

const view = pollView();
const [first, second] = view.options;

/** The Worker's part, faked: the poll as the page showed it, and each request sent kept. */
function fakePost(outcome: (request: VoteRequest) => VoteOutcome) {
  const sent: VoteRequest[] = [];
  const post: VotePost = {
    opened: () => ({ view }),
    send: vi.fn(async (request: VoteRequest) => {
      sent.push(request);
      return outcome(request);
    }),
  };
  return { post, sent };
}

const fields = (entries: Record<string, string>) => new URLSearchParams(entries);
const ok = (request: VoteRequest): VoteOutcome => ({
  ok: true,
  action: request.action,
  reply: { message: "", vote: null, poll: view },
});

describe("a vote form posted without the app", () => {
  it("is read and sent as the app sends it, the button pressed choosing the call", async () => {
    const { post, sent } = fakePost(ok);
    const reply = await postedVote(
      fields({
        name: " 민수 ",
        password: "1234",
        notify_email: "",
        [`choice.${first.id}`]: "yes",
        [`choice.${second.id}`]: "no",
        // A date the poll does not offer is not read.
        [`choice.${crypto.randomUUID()}`]: "yes",
        action: "modify",
      }),
      post,
    );
    expect(sent).toEqual([
      {
        action: "modify",
        name: "민수",
        password: "1234",
        choices: [
          { option_id: first.id, answer: "yes" },
          { option_id: second.id, answer: "no" },
        ],
      },
    ]);
    expect(reply).toEqual({
      status: 200,
      ok: true,
      action: "modify",
      text: "투표를 고쳤습니다.",
      field: null,
    });
  });

  it("takes a vote back with the name and password alone", async () => {
    const { post, sent } = fakePost(ok);
    await postedVote(fields({ name: "민수", password: "1234", action: "delete" }), post);
    expect(sent).toEqual([{ action: "delete", name: "민수", password: "1234" }]);
  });

  it("refuses what the app's checks refuse, sending nothing and keeping no password", async () => {
    const { post, sent } = fakePost(ok);
    const reply = await postedVote(
      fields({ name: "민수", password: "1234", notify_email: "not-an-address" }),
      post,
    );
    expect(sent).toEqual([]);
    expect(reply).toMatchObject({
      status: 422,
      ok: false,
      action: "create",
      field: "notify_email",
    });
    expect(JSON.stringify(reply)).not.toContain("1234");
    expect(reply.typed).toEqual({ name: "민수", notify_email: "not-an-address", choices: {} });
  });

  it("words the API's refusal with its status, for a post to a poll that is not there too", async () => {
    const { post } = fakePost((request) => ({
      ok: false,
      action: request.action,
      status: 429,
      body: { detail: "locked", code: "vote_locked" },
      retryAfter: 600,
    }));
    const locked = await postedVote(
      fields({ name: "민수", password: "1234", [`choice.${first.id}`]: "maybe" }),
      post,
    );
    expect(locked).toMatchObject({ status: 429, ok: false, field: "password" });
    expect(locked.text).toBe(
      "비밀번호를 여러 번 틀려 이 투표가 잠시 잠겼습니다. 잠시 후 다시 시도해주세요.",
    );

    const missing: VotePost = {
      opened: (action) => ({
        refusal: {
          ok: false,
          action,
          status: 404,
          body: { detail: "Poll not found", code: "poll_not_found" },
          retryAfter: null,
        },
      }),
      send: vi.fn(),
    };
    const gone = await postedVote(fields({ name: "민수", password: "1234" }), missing);
    expect(gone).toMatchObject({ status: 404, ok: false });
    expect(gone.text).toBe("투표를 찾을 수 없습니다. 삭제되었거나 링크가 잘못되었을 수 있습니다.");
    expect(missing.send).not.toHaveBeenCalled();
  });
});
