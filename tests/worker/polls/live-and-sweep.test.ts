import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, mailsArrived, mailsTo, newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import {
  answers,
  closePoll,
  createPoll,
  datesAhead,
  openPollLive,
  publicPoll,
  verifiedVote,
  vote,
  withdraw,
} from "../../support/worker/polls";
import { newSubscription } from "../../support/worker/push";
import { sweepRuns } from "../../support/worker/room-syncs";

describe("a poll's page, live", () => {
  it("gets every change's counts without a reload, and the close", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const live = await openPollLive(poll.id);
    // The pages' keep-alive ping is answered (without waking the object).
    live.socket.send("ping");
    const before = performance.now();
    while (!live.texts.includes("pong") && performance.now() - before < 5000) {
      await scheduler.wait(10);
    }
    expect(live.texts).toContain("pong");
    await vote(poll.id, { name: "민지", choices: answers(poll, "yes", "maybe", "no") });
    const first = await live.seen((view) => view.voter_count === 1);
    expect(first.options.map(({ yes, maybe, no }) => [yes, maybe, no])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect(first.voters).toEqual([{ name: "민지", choices: expect.any(Object) }]);

    await withdraw(poll.id, "민지");
    await live.seen((view) => view.voter_count === 0 && view.options[0].yes === 0);
    await closePoll(owner.token, poll.id, { option_id: poll.options[2].id });
    const closed = await live.seen((view) => view.closed_at !== null);
    expect(closed.chosen_option_id).toBe(poll.options[2].id);
    // Versions only grow: no page is sent an older view after a newer one.
    const versions = live.views.map((view) => view.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    live.socket.close();
  });

  it("is refused for a poll that is not there", async () => {
    const res = await api(`/polls/${crypto.randomUUID()}/live`, {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(404);
    const plain = await api(`/polls/${crypto.randomUUID()}/live`);
    expect(plain.status).toBe(426);
  });
});

describe("the invitations a closed poll owes", () => {
  it("go once: a sender that died after claiming one leaves it to the sweep once its claim lapses", async () => {
    const clock = testClock();
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const address = `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const reply = await verifiedVote(poll.id, {
      name: "민지",
      choices: answers(poll, "yes"),
      notify_email: address,
    });
    expect(reply.vote?.name).toBe("민지");
    await closePoll(owner.token, poll.id, { option_id: poll.options[0].id });
    await mailsArrived(address, 2);

    // As if the sender had claimed it and died before its mail went.
    await env.DB.prepare(
      "UPDATE poll_invitations SET sent_at = NULL, claimed_at = ? WHERE vote_id IN (SELECT id FROM poll_votes WHERE poll_id = ?)",
    )
      .bind(Date.now(), poll.id)
      .run();
    await sweepRuns();
    expect(await mailsTo(address)).toHaveLength(2);
    clock.pass(5 * 60_000);
    await sweepRuns();
    expect(await mailsTo(address)).toHaveLength(3);
    await sweepRuns();
    expect(await mailsTo(address)).toHaveLength(3);
  });
});

describe("a poll's voters, once its retention is over", () => {
  it("are forgotten by the minute's sweep, their counts kept, and nobody votes any more", async () => {
    const clock = testClock();
    const owner = await newUser();
    const poll = await createPoll(owner.token, { options: datesAhead(2) });
    const browser = await newSubscription();
    await vote(poll.id, {
      name: "민지",
      choices: answers(poll, "yes", "no"),
      notify_email: `forget-${crypto.randomUUID().slice(0, 8)}@example.com`,
      subscription: { endpoint: browser.endpoint, keys: browser.keys },
    });
    await sweepRuns();
    expect((await publicPoll(poll.id)).voters).toHaveLength(1);

    const lastDate = Date.parse(poll.options[1].starts_at);
    clock.pass(lastDate - Date.now() + 30 * 86_400_000 + 60_000);
    await sweepRuns();
    const after = await publicPoll(poll.id);
    expect(after.erased_at).not.toBeNull();
    expect(after.voters).toEqual([]);
    expect(after.options.map(({ yes, no }) => [yes, no])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM poll_votes WHERE poll_id = ? AND (name != '' OR email IS NOT NULL OR password_hash != '' OR push_endpoint IS NOT NULL)",
    )
      .bind(poll.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(
      (await vote(poll.id, { name: "민지", choices: answers(poll, "no") }, "PUT")).status,
    ).toBe(409);
    expect((await vote(poll.id, { name: "지훈", choices: answers(poll, "no") })).status).toBe(409);
  });
});
