import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventRoom } from "../../../worker/event-room/event-room";
import { api, newUser } from "../../support/worker/api";
import {
  anHourAgo,
  cancel,
  createEvent,
  inAWeek,
  modify,
  publicView,
  roomStub,
  type SubmitReply,
  submit,
} from "../../support/worker/events";

const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("after the response deadline", () => {
  it("refuses submit, modify and delete with deadline_passed, and changes nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { deadline_date: inAWeek() });
    await submit(event.id, { name: "일찍 온 사람", message: "그대로" });
    await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { deadline_date: anHourAgo() },
    });
    const closed = {
      status: 400,
      body: { detail: "Response deadline has passed", code: "deadline_passed" },
    };
    expect(await refusal(await submit(event.id, { name: "늦은 사람" }))).toEqual(closed);
    expect(
      await refusal(await modify(event.id, "일찍 온 사람", { password: "1234", message: "x" })),
    ).toEqual(closed);
    expect(await refusal(await cancel(event.id, "일찍 온 사람"))).toEqual(closed);
    const view = await publicView(event.id);
    expect(view.is_closed).toBe(true);
    expect(view.responses.map((r) => [r.name, r.message])).toEqual([["일찍 온 사람", "그대로"]]);
  });
});

describe("once the event has begun, without a deadline", () => {
  it("refuses submit, modify and delete with event_ended, and changes nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { deadline_date: null });
    await submit(event.id, { name: "온 사람", message: "그대로" });
    expect((await publicView(event.id)).is_closed).toBe(false);
    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { event_date: anHourAgo() },
    });
    expect(moved.status).toBe(200);
    const ended = {
      status: 400,
      body: { detail: "The event has already taken place", code: "event_ended" },
    };
    expect(await refusal(await submit(event.id, { name: "늦은 사람" }))).toEqual(ended);
    expect(
      await refusal(await modify(event.id, "온 사람", { password: "1234", message: "x" })),
    ).toEqual(ended);
    expect(await refusal(await cancel(event.id, "온 사람"))).toEqual(ended);
    const view = await publicView(event.id);
    expect(view.is_closed).toBe(true);
    expect(view.responses.map((r) => [r.name, r.message])).toEqual([["온 사람", "그대로"]]);
  });
});

describe("changing to attending", () => {
  it("is refused with event_full while no seat is free, and keeps the response as it was", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await submit(event.id, { name: "앉은 사람" });
    await submit(event.id, { name: "고민 중", status: "maybe" });
    const res = await modify(event.id, "고민 중", { password: "1234", status: "attending" });
    expect(await refusal(res)).toEqual({
      status: 400,
      body: { detail: "Maximum number of participants reached", code: "event_full" },
    });
    const view = await publicView(event.id);
    expect(view.responses.map((r) => [r.name, r.status])).toEqual([
      ["앉은 사람", "attending"],
      ["고민 중", "maybe"],
    ]);
  });

  it("queues a change to waiting at the end of the list when full", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await submit(event.id, { name: "앉은 사람" });
    await submit(event.id, { name: "고민 중", status: "maybe" });
    await submit(event.id, { name: "먼저 기다림" });
    const res = await modify(event.id, "고민 중", { password: "1234", status: "waiting" });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as SubmitReply;
    expect([reply.response.status, reply.waiting_position]).toEqual(["waiting", 2]);
  });
});

describe("names shared under allow_duplicate", () => {
  it("lets the password pick which response a change or cancellation is for", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { allow_duplicate: true });
    await submit(event.id, { name: "김민준", password: "first", message: "첫째" });
    await submit(event.id, { name: "김민준", password: "second", message: "둘째" });
    const changed = await modify(event.id, "김민준", { password: "second", status: "maybe" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as SubmitReply).response).toMatchObject({ status: "maybe" });
    expect((await cancel(event.id, "김민준", "first")).status).toBe(200);
    const view = await publicView(event.id);
    expect(view.responses.map((r) => [r.message, r.status])).toEqual([["둘째", "maybe"]]);
  });

  it("refuses a second response under a taken name without it, with response_exists", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "Alice" });
    expect(await refusal(await submit(event.id, { name: "  alice " }))).toEqual({
      status: 400,
      body: { detail: "Response already exists for this name", code: "response_exists" },
    });
  });
});

describe("a change whose response changed meanwhile", () => {
  it("is refused by the room's compare-and-set with response_changed", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const first = (await (await submit(event.id, { name: "바뀐 사람" })).json()) as SubmitReply;
    // The Worker verified a hash that is no longer the stored one (the response was cancelled
    // and taken again under the same name in between): the room must not apply the change.
    const result = await runInDurableObject(roomStub(env, event.id), (room: EventRoom) =>
      room.modify(event.id, {
        responseId: first.response.id,
        expectedHash: "pbkdf2-sha256$100000$stale$stale",
        source: "test",
        reservedIds: [],
        status: "maybe",
      }),
    );
    expect(result).toEqual({ ok: false, code: "response_changed" });
    expect((await publicView(event.id)).responses[0].status).toBe("attending");
  });
});

describe("unknown events and names", () => {
  it("answer 404 with event_not_found and response_not_found", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const missing = crypto.randomUUID();
    expect(await refusal(await submit(missing, { name: "누구" }))).toEqual({
      status: 404,
      body: { detail: "Event not found", code: "event_not_found" },
    });
    const notFound = {
      status: 404,
      body: { detail: "Response not found", code: "response_not_found" },
    };
    expect(await refusal(await modify(event.id, "없는 이름", { password: "1234" }))).toEqual(
      notFound,
    );
    expect(await refusal(await cancel(event.id, "없는 이름"))).toEqual(notFound);
  });
});

describe("invalid fields", () => {
  it("answer 422 with the rule's text as msg and its problem code as type", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ name: "", password: "1234" }, "name", "name_required", "Name is required"],
      [
        { name: "가".repeat(51), password: "1234" },
        "name",
        "name_too_long",
        "Name must be at most 50 characters",
      ],
      [
        { name: "Alice\u3164", password: "1234" },
        "name",
        "name_invalid_characters",
        "Name contains invalid characters",
      ],
      [
        { name: "민지", password: "123" },
        "password",
        "password_too_short",
        "Password must be at least 4 characters",
      ],
      [
        { name: "민지", password: "x".repeat(21) },
        "password",
        "password_too_long",
        "Password must be at most 20 characters",
      ],
      [
        { name: "민지", password: "1234", message: "m".repeat(501) },
        "message",
        "message_too_long",
        "Message must be at most 500 characters",
      ],
    ];
    for (const [body, field, type, msg] of cases) {
      const res = await api(`/events/${event.id}/submit`, {
        method: "POST",
        json: { status: "attending", ...body },
      });
      expect(res.status, type).toBe(422);
      expect(await res.json()).toEqual({
        detail: [{ loc: ["body", field], msg, type }],
        code: "validation_failed",
      });
    }
    expect((await publicView(event.id)).total_responses).toBe(0);
  });

  it("refuse names that differ from a taken one only by characters that draw nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "Alice" });
    for (const hidden of ["\u034F", "\uFE0F", "\u200D", "\u3164", "\u2800", "\u200B"]) {
      const res = await submit(event.id, { name: `Alice${hidden}` });
      expect(res.status, JSON.stringify(hidden)).toBe(422);
    }
    // Emoji keep the joiners and selectors they are made of.
    for (const name of ["👨‍👩‍👧", "❤️", "1️⃣", "🏳️‍🌈"]) {
      expect((await submit(event.id, { name })).status, name).toBe(201);
    }
    expect((await publicView(event.id)).total_responses).toBe(5);
  });
});

describe("an Idempotency-Key reused for a different request", () => {
  it("is refused with 422 idempotency_key_reused and creates nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const headers = { "Idempotency-Key": "one-attempt" };
    expect((await submit(event.id, { name: "하나" }, headers)).status).toBe(201);
    const other = await submit(event.id, { name: "둘" }, headers);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      detail: [
        {
          loc: ["header", "idempotency-key"],
          msg: "This Idempotency-Key was already used for a different request",
          type: "idempotency_key_reused",
        },
      ],
      code: "idempotency_key_reused",
    });
    const samePeopleOtherPassword = await submit(
      event.id,
      { name: "하나", password: "5678" },
      headers,
    );
    expect(samePeopleOtherPassword.status).toBe(422);
    expect((await publicView(event.id)).responses.map((r) => r.name)).toEqual(["하나"]);
  });
});

describe("the organiser's admin-delete", () => {
  it("finds a response in the room before D1's copy has it, when told the event", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await submit(event.id, { name: "앉은 사람" });
    const waiting = (await (await submit(event.id, { name: "기다림" })).json()) as SubmitReply;
    const seated = (await publicView(event.id)).responses[0];
    // D1's copy lags the room; here it has not caught up at all.
    await env.DB.prepare("DELETE FROM responses WHERE event_id = ?").bind(event.id).run();
    const res = await api(`/events/responses/${seated.id}/admin-delete?event_id=${event.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ promoted: ["기다림"] });
    const view = await publicView(event.id);
    expect(view.responses.map((r) => [r.id, r.status])).toEqual([
      [waiting.response.id, "attending"],
    ]);
  });

  it("is refused for someone else's event, even with its id", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "손님" });
    const guest = (await publicView(event.id)).responses[0];
    const res = await api(`/events/responses/${guest.id}/admin-delete?event_id=${event.id}`, {
      method: "DELETE",
      token: stranger.token,
    });
    expect(await refusal(res)).toEqual({
      status: 404,
      body: { detail: "Event not found", code: "event_not_found" },
    });
    expect((await publicView(event.id)).total_responses).toBe(1);
  });
});
