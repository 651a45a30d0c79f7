import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import {
  createEvent,
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
