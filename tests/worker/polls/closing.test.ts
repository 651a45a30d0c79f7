import { describe, expect, it } from "vitest";
import type { EventPublic } from "#contract/events";
import type { PollOption } from "#contract/polls";
import { api, mailsArrived, mailsTo, newUser } from "../../support/worker/api";
import { follow, linkIn } from "../../support/worker/mail";
import {
  answers,
  closePoll,
  createPoll,
  pollOf,
  publicPoll,
  verifiedVote,
  vote,
} from "../../support/worker/polls";
import { newSubscription, received } from "../../support/worker/push";
import { organiserList } from "../../support/worker/reminders";

const addressOf = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("closing a date poll on a date", () => {
  it("makes the event with the poll's fields on that date, and takes no more votes", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const chosen = poll.options[1] as PollOption;
    await vote(poll.id, { name: "민지", choices: answers(poll, "no", "yes", "no") });

    const closed = await closePoll(owner.token, poll.id, {
      option_id: chosen.id,
      max_participants: 10,
      guest_list: "count",
    });
    expect(closed.status).toBe(201);
    const event = (await closed.json()) as EventPublic;
    expect(event).toMatchObject({
      title: poll.title,
      description: poll.description,
      location: poll.location,
      time_zone: "Asia/Seoul",
      event_date: chosen.starts_at,
      max_participants: 10,
      guest_list: "count",
      role: "owner",
    });
    expect((await api(`/events/${event.id}`, { token: owner.token })).status).toBe(200);

    const after = await publicPoll(poll.id);
    expect(after).toMatchObject({ event_id: event.id, chosen_option_id: chosen.id });
    expect(after.closed_at).not.toBeNull();
    const late = await vote(poll.id, { name: "지훈", choices: answers(poll, "yes") });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "poll_closed" });
    expect(
      (await vote(poll.id, { name: "민지", choices: answers(poll, "yes") }, "PUT")).status,
    ).toBe(409);
    const again = await closePoll(owner.token, poll.id, { option_id: poll.options[0].id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "poll_closed" });
    const edit = await api(`/polls/${poll.id}`, {
      method: "PUT",
      token: owner.token,
      json: { title: "x" },
    });
    expect(edit.status).toBe(409);
  });

  it("refuses a date of another poll, bad settings, and strangers, changing nothing", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const other = await createPoll(owner.token);
    const foreign = await closePoll(owner.token, poll.id, { option_id: other.options[0].id });
    expect(foreign.status).toBe(422);
    const late = await closePoll(owner.token, poll.id, {
      option_id: poll.options[0].id,
      deadline_date: new Date(Date.parse(poll.options[0].starts_at) + 3_600_000).toISOString(),
    });
    expect(late.status).toBe(422);
    const stranger = await newUser();
    expect(
      (await closePoll(stranger.token, poll.id, { option_id: poll.options[0].id })).status,
    ).toBe(404);
    expect((await pollOf(owner.token, poll.id)).closed_at).toBeNull();
    const events = (await (await api("/events/", { token: owner.token })).json()) as {
      count: number;
    };
    expect(events.count).toBe(0);
  });

  it("tells the voters who said yes or if need be and confirmed an address, in the order they voted; one tap answers them under the event's capacity", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const chosen = poll.options[0] as PollOption;
    const first = addressOf("first");
    const second = addressOf("second");
    const declined = addressOf("declined");
    const unconfirmed = addressOf("unconfirmed");
    await verifiedVote(poll.id, {
      name: "민지",
      choices: answers(poll, "yes"),
      notify_email: first,
    });
    await verifiedVote(poll.id, {
      name: "지훈",
      choices: answers(poll, "maybe"),
      notify_email: second,
    });
    await verifiedVote(poll.id, {
      name: "서연",
      choices: answers(poll, "no"),
      notify_email: declined,
    });
    await vote(poll.id, { name: "도윤", choices: answers(poll, "yes"), notify_email: unconfirmed });
    expect((await pollOf(owner.token, poll.id)).votes.map((v) => v.email_verified)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    const closed = await closePoll(owner.token, poll.id, {
      option_id: chosen.id,
      max_participants: 1,
    });
    const event = (await closed.json()) as EventPublic;
    const [toFirst] = await mailsArrived(first, 2);
    const [toSecond] = await mailsArrived(second, 2);
    expect(toFirst.subject).toContain(poll.title);
    expect(toFirst.text).toContain(`/events/${event.id}/public`);
    expect(toFirst.headers["X-Notice-Id"]).toMatch(/^poll-invitation-/);
    // Only the verification mail each: said no, or never confirmed.
    expect(await mailsTo(declined)).toHaveLength(1);
    expect(await mailsTo(unconfirmed)).toHaveLength(1);

    const join = linkIn(toSecond, "참석");
    const asked = await follow(join);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("지훈");
    expect(await organiserList(owner.token, event.id)).toEqual([]);

    expect((await follow(join, "POST")).status).toBe(200);
    const firstJoined = await follow(linkIn(toFirst, "참석"), "POST");
    expect(firstJoined.status).toBe(200);
    expect(await firstJoined.text()).toContain("대기");
    const listed = await organiserList(owner.token, event.id);
    expect(listed.map((row) => [row.name, row.status])).toEqual([
      ["지훈", "attending"],
      ["민지", "waiting"],
    ]);
    // The same tap again answers once.
    expect((await follow(join, "POST")).status).toBe(200);
    expect(await organiserList(owner.token, event.id)).toHaveLength(2);

    // The response opens with the poll's password, and its address is already confirmed.
    const mine = await api(`/events/${event.id}/my-link`, {
      method: "POST",
      json: { name: "지훈", password: "1234" },
    });
    expect(mine.status).toBe(201);
    expect(await mailsTo(second)).toHaveLength(2);
  });

  it("verifies an address only from the link to that address, asking first", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const before = addressOf("before");
    await vote(poll.id, { name: "민지", choices: answers(poll, "yes"), notify_email: before });
    const [mail] = await mailsArrived(before, 1);
    const link = linkIn(mail, "이메일 확인");
    const asked = await follow(link);
    expect(asked.status).toBe(200);
    expect((await pollOf(owner.token, poll.id)).votes[0].email_verified).toBe(false);

    // The address changed since: the old link confirms nothing.
    const after = addressOf("after");
    await vote(
      poll.id,
      { name: "민지", choices: answers(poll, "yes"), notify_email: after },
      "PUT",
    );
    expect((await follow(link, "POST")).status).toBe(409);
    expect((await pollOf(owner.token, poll.id)).votes[0].email_verified).toBe(false);
    const [fresh] = await mailsArrived(after, 1);
    expect((await follow(linkIn(fresh, "이메일 확인"), "POST")).status).toBe(200);
    expect((await pollOf(owner.token, poll.id)).votes[0].email_verified).toBe(true);

    const cut = `${link.slice(0, -5)}`;
    expect((await follow(cut)).status).toBe(404);
  });
});

describe("a voter who left a browser instead of an address", () => {
  it("is pushed the settled date with a '참석' button that answers the event, and a non-push endpoint is refused", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const refused = await vote(poll.id, {
      name: "해커",
      choices: answers(poll, "yes"),
      subscription: {
        endpoint: "https://attacker.example/steal",
        keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
      },
    });
    expect(refused.status).toBe(422);

    const browser = await newSubscription();
    const cast = await vote(poll.id, {
      name: "하준",
      choices: answers(poll, "yes"),
      subscription: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(cast.status).toBe(201);
    expect(await cast.json()).toMatchObject({ vote: { push: true, email: null } });
    expect((await pollOf(owner.token, poll.id)).votes[0]).toMatchObject({ push: true });

    const closed = await closePoll(owner.token, poll.id, { option_id: poll.options[0].id });
    const event = (await closed.json()) as EventPublic;
    const notices = await pushesArrived(browser, 1);
    expect(notices[0]).toMatchObject({ url: `/events/${event.id}/public` });
    const join = notices[0]?.actions?.find((action) => action.action === "join");
    expect(join?.title).toBe("참석");
    const joined = await follow(`http://localhost${join?.url}`, "POST");
    expect(joined.status).toBe(200);
    expect(
      (await organiserList(owner.token, event.id)).map((row) => [row.name, row.status]),
    ).toEqual([["하준", "attending"]]);
  });
});

/** The pushes a browser got once there are `count`: they go after the reply (waitUntil). */
async function pushesArrived(browser: Awaited<ReturnType<typeof newSubscription>>, count: number) {
  const before = performance.now();
  for (;;) {
    const notices = await received(browser);
    if (notices.length >= count) return notices;
    if (performance.now() - before > 5000) throw new Error(`${notices.length} of ${count} pushes`);
    await scheduler.wait(20);
  }
}
