import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, range, submit } from "../../support/worker/events";
import {
  newSubscription,
  pushesSettled,
  received,
  subscribe,
  type TestSubscription,
} from "../../support/worker/push";

describe("promotion pushes in a rush", () => {
  it("send exactly one push to each person promoted, and none to anyone else", async () => {
    const { token } = await newUser();
    const seats = 8;
    const event = await createEvent(token, { title: "선착순 모임", max_participants: seats });
    const attending = range(seats).map((i) => `참석${i}`);
    const waiting = range(24).map((i) => `대기${i}`);
    for (const name of [...attending, ...waiting]) {
      expect((await submit(event.id, { name })).status).toBe(201);
    }
    const browsers = new Map<string, TestSubscription>();
    await Promise.all(
      waiting.map(async (name) => {
        const browser = await newSubscription();
        browsers.set(name, browser);
        expect((await subscribe(event.id, name, browser)).status).toBe(200);
      }),
    );

    // Every attendee cancels at once, while the last waiting ones also leave.
    const leaving = waiting.slice(-4);
    const replies = await Promise.all([
      ...attending.map((name) => cancel(event.id, name)),
      ...leaving.map((name) => cancel(event.id, name)),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    await pushesSettled(event.id);

    const view = await publicView(event.id);
    const promoted = new Set(
      view.responses.filter((r) => r.status === "attending").map((r) => r.name),
    );
    expect(promoted.size).toBe(seats);
    for (const [name, browser] of browsers) {
      const notices = await received(browser);
      if (promoted.has(name)) {
        expect(notices, name).toHaveLength(1);
        expect(notices[0].title).toBe("참석이 확정되었어요");
      } else {
        expect(notices, name).toEqual([]);
      }
    }
  });
});
