import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  modify,
  myLink,
  publicView,
  submit,
  withKey,
} from "../../support/worker/events";

async function newEvent(input: Record<string, unknown> = {}) {
  const { token } = await newUser();
  return createEvent(token, { title: "링크로 바꾸기", ...input });
}

/** '내 응답 링크': a personal link opens one response for changes without its password. */
async function keyFor(eventId: string, name: string, password = "1234") {
  const res = await myLink(eventId, name, password);
  expect(res.status).toBe(201);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const { key } = (await res.json()) as { key: string };
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return key;
}

describe("a response's personal link", () => {
  it("opens, changes and cancels its response without the password", async () => {
    const event = await newEvent({ max_participants: 1 });
    await submit(event.id, { name: "민지" });
    await submit(event.id, { name: "하준" });
    const key = await keyFor(event.id, "하준");

    const opened = await withKey(event.id, key);
    expect(opened.status).toBe(200);
    const mine = (await opened.json()) as { response: { name: string }; waiting_position: number };
    expect(mine.response.name).toBe("하준");
    expect(mine.waiting_position).toBe(1);

    const changed = await withKey(event.id, key, {
      method: "PUT",
      json: { status: "not_attending", message: "다음에 갈게요" },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { response: { status: string } }).response.status).toBe(
      "not_attending",
    );

    const cancelled = await withKey(event.id, key, { method: "DELETE" });
    expect(cancelled.status).toBe(200);
    expect((await publicView(event.id)).responses.map((r) => r.name)).toEqual(["민지"]);
    // Gone with its response.
    const after = await withKey(event.id, key);
    expect(after.status).toBe(404);
    expect(((await after.json()) as { code: string }).code).toBe("response_link_invalid");
  });

  it("needs the right password, and a new link stops the last one", async () => {
    const event = await newEvent();
    await submit(event.id, { name: "민지" });
    const wrong = await myLink(event.id, "민지", "wrong1");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_credentials");

    const first = await keyFor(event.id, "민지");
    const second = await keyFor(event.id, "민지");
    expect(second).not.toBe(first);
    expect((await withKey(event.id, first)).status).toBe(404);
    expect((await withKey(event.id, second)).status).toBe(200);
  });

  it("stops working when the response's password is changed, by the password or by the link", async () => {
    const event = await newEvent();
    await submit(event.id, { name: "민지" });
    const first = await keyFor(event.id, "민지");
    const changed = await modify(event.id, "민지", { password: "1234", new_password: "abcd9" });
    expect(changed.status).toBe(200);
    expect((await withKey(event.id, first)).status).toBe(404);
    expect((await myLink(event.id, "민지", "1234")).status).toBe(400);

    // Through a new link, the password changes again, and that link goes too.
    const second = await keyFor(event.id, "민지", "abcd9");
    const renewed = await withKey(event.id, second, {
      method: "PUT",
      json: { new_password: "efgh7" },
    });
    expect(renewed.status).toBe(200);
    expect((await withKey(event.id, second)).status).toBe(404);
    expect((await cancel(event.id, "민지", "abcd9")).status).toBe(400);
    expect((await cancel(event.id, "민지", "efgh7")).status).toBe(200);
  });

  it("never shows in the public snapshot or the organiser's list, and refuses made-up keys", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "비밀 링크" });
    await submit(event.id, { name: "민지" });
    const key = await keyFor(event.id, "민지");
    const snapshot = await (await api(`/events/${event.id}/public`)).text();
    const list = await (await api(`/events/${event.id}/responses`, { token })).text();
    for (const body of [snapshot, list]) expect(body).not.toContain(key);

    const madeUp = await withKey(event.id, "A".repeat(43));
    expect(madeUp.status).toBe(404);
    const malformed = await withKey(event.id, "short");
    expect(malformed.status).toBe(422);
    const missing = await api(`/events/${event.id}/my-response`, { method: "DELETE" });
    expect(missing.status).toBe(422);
    expect((await publicView(event.id)).responses.map((r) => r.name)).toEqual(["민지"]);
  });
});
