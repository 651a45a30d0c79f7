import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { eventWithDoor, linkKey, passOf, responseOf } from "../../support/worker/door";
import { countingEnv } from "../../support/worker/round-trips";
import { incoming } from "../../support/worker/worker-fetch";

/**
 * What a door phone's call costs: the host and the event with their host row in one D1 batch,
 * then one call on the room, which answers with the response and the count (no second read);
 * by a pass, the room checks its signature within that one call.
 * The D1 mirror and the log go after the answer, from the room.
 */
describe("round trips per door call", () => {
  it("are one D1 batch and one room call each", async () => {
    const { event, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "한번만");
    const pass = await passOf(event.id, await linkKey(event.id, "한번만"));
    const counting = countingEnv();
    const headers = { Authorization: `Bearer ${keeper.token}` };
    const call = async (path: string, init: RequestInit) => {
      const res = await worker.fetch(
        incoming(`http://localhost/api/v1${path}`, {
          ...init,
          headers: { ...headers, ...init.headers },
        }),
        counting.env,
        createExecutionContext(),
      );
      await res.arrayBuffer();
      return res.status;
    };
    // Once per isolate (configuration, first superuser): not what a door call costs.
    await call("/users/me", {});

    const checkInPath = `/events/${event.id}/responses/${id}/check-in`;
    const calls: [string, string, RequestInit][] = [
      ["by id", checkInPath, { method: "POST" }],
      ["undo", checkInPath, { method: "DELETE" }],
      [
        "by pass",
        `/events/${event.id}/check-in`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ pass }),
        },
      ],
      ["again (already)", checkInPath, { method: "POST" }],
    ];
    for (const [name, path, init] of calls) {
      let status = 0;
      const made = await counting.during(async () => {
        status = await call(path, init);
      });
      expect({ name, status, ...made }).toEqual({ name, status: 200, d1: 1, room: 1 });
    }
  });
});
