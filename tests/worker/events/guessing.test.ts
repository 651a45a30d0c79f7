import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newAddress, newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  modify,
  publicView,
  range,
  roomStub,
  submit,
} from "../../support/worker/events";

/** An event with one response, "영희", whose owner answers from their own address. */
async function eventWithResponse() {
  const owner = await newUser();
  const event = await createEvent(owner.token);
  const home = newAddress();
  await submit(
    event.id,
    { name: "영희", password: "right-pass", message: "원래 메시지" },
    { "CF-Connecting-IP": home },
  );
  return { owner, event, home };
}

const guess = (eventId: string, password: string, source: string) =>
  modify(eventId, "영희", { password, message: "바뀜" }, source);

describe("guessing a response password", () => {
  it("stops one address after 5 wrong passwords, whatever it sends next", async () => {
    const { event } = await eventWithResponse();
    const stranger = newAddress();
    for (const attempt of range(5)) {
      const res = await guess(event.id, `wrong${attempt}`, stranger);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: "Invalid credentials",
        code: "invalid_credentials",
      });
    }
    // Refused before any check: the right password gets the same answer as a wrong one.
    for (const password of ["wrong5", "right-pass"]) {
      const refused = await guess(event.id, password, stranger);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: "response_locked" });
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect((await cancel(event.id, "영희", "right-pass", stranger)).status).toBe(429);
  });

  it("never keeps the owner out: their right password works from their own address", async () => {
    const { event, home } = await eventWithResponse();
    const stranger = newAddress();
    for (const attempt of range(8)) await guess(event.id, `wrong${attempt}`, stranger);
    expect((await guess(event.id, "right-pass", stranger)).status).toBe(429);
    const mine = await modify(
      event.id,
      "영희",
      { password: "right-pass", message: "내가 바꿈" },
      home,
    );
    expect(mine.status).toBe(200);
    expect((await cancel(event.id, "영희", "right-pass", home)).status).toBe(200);
  });

  it("slows many addresses together: past 20 wrong a day, each gets at most 2", async () => {
    const { event, home } = await eventWithResponse();
    const botnet = range(10).map(() => newAddress());
    for (const address of botnet) {
      for (const attempt of range(2)) {
        expect((await guess(event.id, `${address}-${attempt}`, address)).status).toBe(400);
      }
    }
    // 20 wrong today: the next wrong one puts the response under pressure.
    const newcomer = newAddress();
    expect((await guess(event.id, "newcomer-1", newcomer)).status).toBe(400);
    // Every address that has failed twice today is now refused, well inside its 5 a quarter.
    for (const address of botnet) {
      expect((await guess(event.id, "third-try", address)).status, address).toBe(429);
    }
    // A fresh address still gets its tries, and the owner's right password still works.
    expect((await guess(event.id, "fresh-1", newAddress())).status).toBe(400);
    expect((await guess(event.id, "right-pass", home)).status).toBe(200);
  });

  it("checks at most 5 of a burst of 100 simultaneous guesses from one address", async () => {
    const { event } = await eventWithResponse();
    const stranger = newAddress();
    const passwords = range(100).map((i) => (i === 50 ? "right-pass" : `burst-${i}`));
    const statuses = await Promise.all(
      passwords.map(async (password) => (await guess(event.id, password, stranger)).status),
    );
    const checked = statuses.filter((status) => status === 400 || status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked.length);
  });

  it("forgets an address's wrong passwords once its quarter hour is over", async () => {
    const { event } = await eventWithResponse();
    const stranger = newAddress();
    for (const attempt of range(5)) await guess(event.id, `wrong${attempt}`, stranger);
    expect((await guess(event.id, "wrong5", stranger)).status).toBe(429);
    // Fifteen minutes pass for the stored counts.
    await runInDurableObject(roomStub(env, event.id), (_room, state) => {
      state.storage.sql.exec(
        "UPDATE guesses SET window_started_at = window_started_at - ?",
        15 * 60 * 1000,
      );
    });
    expect((await guess(event.id, "wrong6", stranger)).status).toBe(400);
  });

  it("lets a right password wipe its own address's mistakes", async () => {
    const { event, home } = await eventWithResponse();
    for (const attempt of range(4)) {
      expect((await guess(event.id, `typo${attempt}`, home)).status).toBe(400);
    }
    expect((await guess(event.id, "right-pass", home)).status).toBe(200);
    for (const attempt of range(4)) {
      expect((await guess(event.id, `again${attempt}`, home)).status).toBe(400);
    }
    expect((await guess(event.id, "right-pass", home)).status).toBe(200);
  });

  it("shows the organiser how many wrong passwords each response met today", async () => {
    const { owner, event, home } = await eventWithResponse();
    await submit(event.id, { name: "철수" });
    for (const attempt of range(3)) await guess(event.id, `wrong${attempt}`, newAddress());
    await guess(event.id, "right-pass", home);
    const res = await api(`/events/${event.id}/responses`, { token: owner.token });
    const { data } = (await res.json()) as {
      data: { name: string; wrong_passwords_today: number }[];
    };
    expect(data.map((r) => [r.name, r.wrong_passwords_today])).toEqual([
      ["영희", 3],
      ["철수", 0],
    ]);
    // The organiser can still act on a response under attack.
    const guarded = data[0] as unknown as { id: string };
    const removed = await api(`/events/responses/${guarded.id}/admin-delete?event_id=${event.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    // Strangers never see the count.
    const view = await publicView(event.id);
    expect(JSON.stringify(view)).not.toContain("wrong_passwords");
  });
});

describe("submissions from one address to one event", () => {
  it("are limited to 100 per 10 minutes, while other addresses go on", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const venue = newAddress();
    for (const i of range(100)) {
      const res = await submit(event.id, { name: `손님${i}` }, { "CF-Connecting-IP": venue });
      expect(res.status, `submission ${i}`).toBe(201);
    }
    const over = await submit(event.id, { name: "101번째" }, { "CF-Connecting-IP": venue });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "too_many_submissions" });
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await submit(event.id, { name: "다른 곳" })).status).toBe(201);
    expect((await publicView(event.id)).total_responses).toBe(101);
  });
});
