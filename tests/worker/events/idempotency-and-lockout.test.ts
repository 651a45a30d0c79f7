import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  modify,
  publicView,
  range,
  type SubmitReply,
  submit,
} from "../../support/worker/events";

describe("POST /events/{id}/submit with an Idempotency-Key", () => {
  it("returns the first result to a retry and creates nothing new", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    const headers = { "Idempotency-Key": "phone-retry-1" };
    const first = await submit(event.id, { name: "민수" }, headers);
    const retry = await submit(event.id, { name: "민수" }, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect((await publicView(event.id)).total_responses).toBe(1);
  });

  it("creates one response when the same key arrives many times at once", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const replies = await Promise.all(
      range(10).map(() => submit(event.id, { name: "지연" }, { "Idempotency-Key": "burst" })),
    );
    const bodies = (await Promise.all(replies.map((res) => res.json()))) as SubmitReply[];
    expect(replies.every((res) => res.status === 201)).toBe(true);
    expect(new Set(bodies.map((body) => body.response.id)).size).toBe(1);
    expect((await publicView(event.id)).total_responses).toBe(1);
  });

  it("scopes keys to one event", async () => {
    const owner = await newUser();
    const a = await createEvent(owner.token);
    const b = await createEvent(owner.token);
    const headers = { "Idempotency-Key": "same-key" };
    expect((await submit(a.id, { name: "수진" }, headers)).status).toBe(201);
    expect((await submit(b.id, { name: "수진" }, headers)).status).toBe(201);
    expect((await publicView(b.id)).total_responses).toBe(1);
  });
});

describe("guessing a response password", () => {
  it("locks the response for 15 minutes after 5 wrong passwords, even for the right one", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "영희", password: "right-pass", message: "원래 메시지" });

    for (const attempt of range(5)) {
      const res = await modify(event.id, "영희", { password: `wrong${attempt}`, message: "x" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: "Invalid credentials",
        code: "invalid_credentials",
      });
    }
    const locked = await modify(event.id, "영희", { password: "right-pass", message: "바뀜" });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { detail: string }).detail).toMatch(
      /Too many wrong passwords/,
    );

    const cancelWhileLocked = await cancel(event.id, "영희", "right-pass");
    expect(cancelWhileLocked.status).toBe(429);
    const view = await publicView(event.id);
    expect(view.responses.map((r) => [r.name, r.message])).toEqual([["영희", "원래 메시지"]]);
  });

  it("forgets earlier mistakes once the right password is given", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "철수", password: "right-pass" });
    for (const attempt of range(4)) {
      expect((await modify(event.id, "철수", { password: `nope${attempt}` })).status).toBe(400);
    }
    expect(
      (await modify(event.id, "철수", { password: "right-pass", status: "maybe" })).status,
    ).toBe(200);
    for (const attempt of range(4)) {
      expect((await modify(event.id, "철수", { password: `again${attempt}` })).status).toBe(400);
    }
    expect(
      (await modify(event.id, "철수", { password: "right-pass", status: "attending" })).status,
    ).toBe(200);
  });
});
