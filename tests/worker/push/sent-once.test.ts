import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { PushCourier } from "../../../worker/event-room/outbox/push-courier";
import { roomStub } from "../../support/worker/events";
import {
  announce,
  pushesSettled,
  queuedPushes,
  received,
  subscribedEvent,
} from "../../support/worker/push";

/**
 * A room that crashes while it pushes (decision 0046): each push is recorded as its service
 * answers, so a crash repeats at most the one in flight, and every try carries the same id.
 */
describe("pushes through a crash", () => {
  it("reach each browser once when the room is aborted mid-round", async () => {
    const names = ["가", "나", "다", "라"];
    const { token, event, browsers } = await subscribedEvent(names);
    // The local push service takes two pushes; at the third the room is aborted, that push not
    // posted. It starts once the announcement has been answered: the crash is the courier's.
    let posted = 0;
    let crashed = false;
    let answered = false;
    await runInDurableObject(roomStub(env, event.id), async (instance, state) => {
      const { courier } = instance as unknown as { courier: PushCourier };
      expect(courier).toBeInstanceOf(PushCourier);
      const post = courier.post;
      courier.post = async (...args) => {
        await vi.waitFor(() => expect(answered).toBe(true), { timeout: 10_000 });
        if (posted === 2) {
          crashed = true;
          state.abort("crash between a push and its record");
          throw new Error("aborted");
        }
        posted += 1;
        return post(...args);
      };
    });
    expect((await announce(token, event.id, "장소가 바뀌었어요")).status).toBe(201);
    answered = true;
    // A flag, not a promise: the aborted room cannot resolve what the test awaits.
    await vi.waitFor(() => expect(crashed).toBe(true), { timeout: 10_000 });

    // The next instance sends what is left (its constructor starts the courier).
    await pushesSettled(event.id);
    expect(await queuedPushes(event.id)).toEqual([]);
    const ids = new Set<string>();
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices.map((notice) => notice.body)).toEqual([
        expect.stringContaining("장소가 바뀌었어요"),
      ]);
      expect(notices[0].id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(notices[0].id as string);
    }
    expect(ids.size).toBe(names.length);
  });
});
