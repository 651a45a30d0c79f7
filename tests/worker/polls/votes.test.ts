import { describe, expect, it } from "vitest";
import type { VoteReply } from "#contract/polls";
import { api, newAddress, newUser } from "../../support/worker/api";
import {
  answers,
  createPoll,
  datesAhead,
  pollOf,
  publicPoll,
  vote,
  withdraw,
} from "../../support/worker/polls";

describe("voting on a date poll without an account", () => {
  it("counts each vote by date, names voters, and marks nothing as the voter's address but to them", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const cast = await vote(poll.id, {
      name: "민지",
      choices: answers(poll, "yes", "maybe", "no"),
      notify_email: "minji@example.com",
    });
    expect(cast.status).toBe(201);
    const reply = (await cast.json()) as VoteReply;
    expect(reply.vote).toMatchObject({
      name: "민지",
      email: "minji@example.com",
      email_verified: false,
    });
    await vote(poll.id, { name: "지훈", choices: answers(poll, "yes", "no", "no") });

    const seen = await publicPoll(poll.id);
    expect(seen.options.map(({ yes, maybe, no }) => [yes, maybe, no])).toEqual([
      [2, 0, 0],
      [0, 1, 1],
      [0, 0, 2],
    ]);
    expect(seen.voters.map((voter) => voter.name)).toEqual(["민지", "지훈"]);
    expect(JSON.stringify(seen)).not.toContain("minji@example.com");
    const detail = await pollOf(owner.token, poll.id);
    expect(detail.votes.map((v) => [v.name, v.email_verified])).toEqual([
      ["민지", false],
      ["지훈", false],
    ]);
    expect(JSON.stringify(detail)).not.toContain("minji@example.com");
  });

  it("hides the voters' names when the organiser says so, and still counts", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token, { voter_list: "hidden" });
    await vote(poll.id, { name: "민지", choices: answers(poll, "yes") });
    const seen = await publicPoll(poll.id);
    expect(seen.voters).toEqual([]);
    expect(seen.voter_count).toBe(1);
    expect(JSON.stringify(seen)).not.toContain("민지");
    expect((await pollOf(owner.token, poll.id)).votes[0].name).toBe("민지");
  });

  it("changes a vote with its password, and withdraws it", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    await vote(poll.id, { name: "민지", password: "abcd", choices: answers(poll, "yes") });

    const taken = await vote(poll.id, { name: " 민지 ", choices: answers(poll, "no") });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ code: "vote_exists" });
    const wrong = await vote(
      poll.id,
      { name: "민지", password: "zzzz", choices: answers(poll, "no") },
      "PUT",
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "invalid_credentials" });
    const unknown = await vote(poll.id, { name: "서연", choices: answers(poll, "no") }, "PUT");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "vote_not_found" });
    expect((await publicPoll(poll.id)).options[0].yes).toBe(1);

    const changed = await vote(
      poll.id,
      { name: "민지", password: "abcd", choices: answers(poll, "no") },
      "PUT",
    );
    expect(changed.status).toBe(200);
    expect((await publicPoll(poll.id)).options[0]).toMatchObject({ yes: 0, no: 1 });

    expect((await withdraw(poll.id, "민지", "zzzz")).status).toBe(400);
    const gone = await withdraw(poll.id, "민지", "abcd");
    expect(gone.status).toBe(200);
    expect(await gone.json()).toMatchObject({ vote: null, poll: { voter_count: 0 } });
    expect((await publicPoll(poll.id)).options[0].no).toBe(0);
  });

  it("refuses a date the poll does not offer and bad answers, storing nothing", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const other = await createPoll(owner.token);
    const foreign = await vote(poll.id, {
      name: "민지",
      choices: [{ option_id: other.options[0].id, answer: "yes" }],
    });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toMatchObject({ code: "poll_option_unknown" });
    const bad = await api(`/polls/${poll.id}/votes`, {
      method: "POST",
      json: {
        name: "민지",
        password: "1234",
        choices: [{ option_id: poll.options[0].id, answer: "sure" }],
      },
    });
    expect(bad.status).toBe(422);
    const short = await vote(poll.id, {
      name: "민지",
      password: "12",
      choices: answers(poll, "yes"),
    });
    expect(short.status).toBe(422);
    expect((await publicPoll(poll.id)).voter_count).toBe(0);
    expect(
      (
        await api("/polls/0b7f2c3e-1111-4c2a-9d7e-000000000000/votes", {
          method: "POST",
          json: { name: "민지", password: "1234", choices: [] },
        })
      ).status,
    ).toBe(404);
  });

  it("takes no votes after the deadline", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token, {
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await vote(poll.id, { name: "민지", choices: answers(poll, "yes") })).status).toBe(201);
    const passed = await api(`/polls/${poll.id}`, {
      method: "PUT",
      token: owner.token,
      json: { deadline: new Date(Date.now() - 1000).toISOString() },
    });
    expect(passed.status).toBe(200);
    const late = await vote(poll.id, { name: "지훈", choices: answers(poll, "yes") });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "poll_deadline_passed" });
    const change = await vote(poll.id, { name: "민지", choices: answers(poll, "no") }, "PUT");
    expect(change.status).toBe(409);
    expect((await publicPoll(poll.id)).options[0].yes).toBe(1);
  });

  it("locks a vote against one source's guesses, whatever the password, but not against its owner elsewhere", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    await vote(poll.id, { name: "민지", password: "right", choices: answers(poll, "yes") });
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let tries = 0; tries < 7; tries++) {
      const res = await vote(
        poll.id,
        { name: "민지", password: `no${tries}x`, choices: answers(poll, "no") },
        "PUT",
        guesser,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    const locked = await vote(
      poll.id,
      { name: "민지", password: "right", choices: answers(poll, "no") },
      "PUT",
      guesser,
    );
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "vote_locked" });
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    const fromHome = await vote(
      poll.id,
      { name: "민지", password: "right", choices: answers(poll, "no") },
      "PUT",
    );
    expect(fromHome.status).toBe(200);
  });

  it("counts every one of 40 concurrent votes once, in the order they were stored, and one of two racing for a name", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token, { options: datesAhead(2) });
    const names = Array.from({ length: 40 }, (_, index) => `투표자${index}`);
    const results = await Promise.all([
      ...names.map((name) => vote(poll.id, { name, choices: answers(poll, "yes", "maybe") })),
      vote(poll.id, { name: "같은이름", choices: answers(poll, "no") }),
      vote(poll.id, { name: "같은이름", choices: answers(poll, "no") }),
    ]);
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(41);
    expect(statuses.filter((status) => status === 400)).toHaveLength(1);
    const seen = await publicPoll(poll.id);
    expect(seen.voter_count).toBe(41);
    expect(seen.options[0]).toMatchObject({ yes: 40, no: 1 });
    expect(seen.options[1]).toMatchObject({ maybe: 40, no: 1 });
    expect(new Set(seen.voters.map((voter) => voter.name)).size).toBe(41);
  });
});

describe("new votes from one source", () => {
  it("are limited per poll, as a rush of made-up names would need, while other sources still vote", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token, { options: datesAhead(2) });
    const filler = newAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 101; index++) {
      const res = await vote(
        poll.id,
        { name: `가짜${index}`, choices: answers(poll, "yes") },
        "POST",
        filler,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 201)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await vote(poll.id, { name: "진짜", choices: answers(poll, "yes") })).status).toBe(201);
    expect((await publicPoll(poll.id)).voter_count).toBe(101);
  });
});
