import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import {
  answers,
  createPoll,
  datesAhead,
  pollInput,
  pollOf,
  publicPoll,
  vote,
} from "../../support/worker/polls";

describe("an organiser's date polls", () => {
  it("creates a poll of its dates, lists it, and reads it back only for its owner", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token, { options: datesAhead(5) });
    expect(poll).toMatchObject({
      title: "송년회 날짜 정하기",
      location: "을지로",
      time_zone: "Asia/Seoul",
      voter_list: "names",
      closed_at: null,
      event_id: null,
      voter_count: 0,
      votes: [],
    });
    expect(poll.options.map((option) => option.starts_at)).toEqual(
      datesAhead(5).map((date) => date.starts_at),
    );
    expect(poll.options[0]).toMatchObject({ yes: 0, maybe: 0, no: 0, ends_at: null });

    const listed = await api("/polls/", { token: owner.token });
    expect(await listed.json()).toMatchObject({
      count: 1,
      data: [{ id: poll.id, option_count: 5, voter_count: 0, leading: [] }],
    });

    const stranger = await newUser();
    const foreign = await api(`/polls/${poll.id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: "poll_not_found" });
    expect((await api(`/polls/${poll.id}`)).status).toBe(401);
    expect((await api("/polls/not-a-uuid", { token: owner.token })).status).toBe(422);
    expect(
      ((await (await api("/polls/", { token: stranger.token })).json()) as { count: number }).count,
    ).toBe(0);
  });

  it("refuses one date, thirty-one dates, a date twice, an unknown zone and an end before the start", async () => {
    const owner = await newUser();
    const refusals = [
      { options: datesAhead(1) },
      { options: datesAhead(31) },
      { options: [...datesAhead(2), ...datesAhead(1)] },
      { time_zone: "Mars/Olympus" },
      {
        options: [
          { starts_at: datesAhead(1)[0].starts_at, ends_at: datesAhead(1, 0)[0].starts_at },
          ...datesAhead(1, 3),
        ],
      },
    ];
    for (const overrides of refusals) {
      const res = await api("/polls/", {
        method: "POST",
        token: owner.token,
        json: pollInput(overrides),
      });
      expect(res.status).toBe(422);
    }
    expect(
      ((await (await api("/polls/", { token: owner.token })).json()) as { count: number }).count,
    ).toBe(0);
  });

  it("changes the title and the dates nobody voted on, and never a date someone did", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    const [voted, free, other] = poll.options;
    const cast = await vote(poll.id, {
      name: "민지",
      choices: [{ option_id: voted.id, answer: "yes" }],
    });
    expect(cast.status).toBe(201);

    const moved = await api(`/polls/${poll.id}`, {
      method: "PUT",
      token: owner.token,
      json: { options: [{ ...voted, starts_at: datesAhead(1, 9)[0].starts_at }, free, other] },
    });
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({ code: "poll_option_voted" });
    const dropped = await api(`/polls/${poll.id}`, {
      method: "PUT",
      token: owner.token,
      json: { options: [free, other] },
    });
    expect(dropped.status).toBe(409);

    const later = datesAhead(1, 10)[0];
    const changed = await api(`/polls/${poll.id}`, {
      method: "PUT",
      token: owner.token,
      json: {
        title: "송년회 (장소 확정)",
        options: [
          { id: voted.id, starts_at: voted.starts_at },
          { id: free.id, starts_at: datesAhead(1, 8)[0].starts_at },
          later,
        ],
      },
    });
    expect(changed.status).toBe(200);
    const after = await pollOf(owner.token, poll.id);
    expect(after.title).toBe("송년회 (장소 확정)");
    expect(after.options.map((option) => option.starts_at)).toEqual([
      voted.starts_at,
      datesAhead(1, 8)[0].starts_at,
      later.starts_at,
    ]);
    expect(after.options.find((option) => option.id === voted.id)).toMatchObject({ yes: 1 });
    expect(after.options.some((option) => option.id === other.id)).toBe(false);
    expect(after.version).toBeGreaterThan(poll.version);
  });

  it("deletes the poll with its votes, for its owner only", async () => {
    const owner = await newUser();
    const poll = await createPoll(owner.token);
    await vote(poll.id, { name: "민지", choices: answers(poll, "yes") });
    const exported = await (await api("/users/me/export", { token: owner.token })).json();
    expect(exported).toMatchObject({
      polls: [{ id: poll.id, title: poll.title, votes: [{ name: "민지" }] }],
    });
    const stranger = await newUser();
    expect(
      (await api(`/polls/${poll.id}`, { method: "DELETE", token: stranger.token })).status,
    ).toBe(404);
    expect((await publicPoll(poll.id)).voter_count).toBe(1);

    const deleted = await api(`/polls/${poll.id}`, { method: "DELETE", token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await api(`/polls/${poll.id}/public`)).status).toBe(404);
    expect((await vote(poll.id, { name: "지훈", choices: answers(poll, "yes") })).status).toBe(404);
  });
});

describe("creating a poll again after a lost reply", () => {
  it("finds the poll the first request made under the same Idempotency-Key, and refuses the key for another poll", async () => {
    const owner = await newUser();
    const key = crypto.randomUUID();
    const send = (title: string) =>
      api("/polls/", {
        method: "POST",
        token: owner.token,
        headers: { "Idempotency-Key": key },
        json: pollInput({ title }),
      });
    const first = await send("송년회 날짜");
    const again = await send("송년회 날짜");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [made, found] = (await Promise.all([first.json(), again.json()])) as { id: string }[];
    expect(found.id).toBe(made.id);
    const other = await send("신년회 날짜");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: "idempotency_key_reused" });
    const listed = (await (await api("/polls/", { token: owner.token })).json()) as {
      count: number;
    };
    expect(listed.count).toBe(1);
    expect((await pollOf(owner.token, made.id)).options).toHaveLength(3);
  });
});

describe("every poll route with an id that is not a poll's", () => {
  it("answers a malformed id 422, an unknown one 404 poll_not_found, another owner's 404, and changes nothing", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const poll = await createPoll(owner.token);
    const credentials = { name: "민지", password: "1234" };
    const vote = { ...credentials, choices: [] };
    const routes: [string, string, string | undefined, unknown][] = [
      ["GET", "", "owner", undefined],
      ["PUT", "", "owner", { title: "바뀐 제목" }],
      ["DELETE", "", "owner", undefined],
      ["POST", "/close", "owner", { option_id: poll.options[0].id }],
      ["GET", "/public", undefined, undefined],
      ["POST", "/votes", undefined, vote],
      ["PUT", "/votes", undefined, vote],
      ["DELETE", "/votes", undefined, credentials],
    ];
    for (const [method, tail, who, json] of routes) {
      const token = who ? stranger.token : undefined;
      const malformed = await api(`/polls/not-a-poll${tail}`, { method, token, json });
      expect(malformed.status, `${method} malformed ${tail}`).toBe(422);
      const unknown = await api(`/polls/${crypto.randomUUID()}${tail}`, { method, token, json });
      expect(unknown.status, `${method} unknown ${tail}`).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "poll_not_found" });
      if (who) {
        const foreign = await api(`/polls/${poll.id}${tail}`, { method, token, json });
        expect(foreign.status, `${method} foreign ${tail}`).toBe(404);
      }
    }
    const live = await api("/polls/not-a-poll/live", { headers: { Upgrade: "websocket" } });
    expect(live.status).toBe(422);
    const after = await pollOf(owner.token, poll.id);
    expect(after).toMatchObject({ title: poll.title, closed_at: null, voter_count: 0 });
  });
});
