import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { newUser, provenUser } from "../../support/worker/api";
import { builtAssets } from "../../support/worker/card-assets";
import { createEvent, submit } from "../../support/worker/events";
import { addHost } from "../../support/worker/hosts";
import { countingEnv } from "../../support/worker/round-trips";
import { incoming } from "../../support/worker/worker-fetch";

/**
 * The D1 and event-room round trips each call of a user action makes. Invitees' calls go to
 * the room alone; an organiser's call reads its user (the token's account must still be
 * active and current) and, for one event, that event (whose owner it must be) in the same
 * batch, then asks the room for what only the room knows. A change here is a change in what
 * a page costs.
 */
describe("round trips per user action", () => {
  it("stay at what each call needs", async () => {
    const { token } = await newUser();
    const manager = await provenUser();
    const door = await provenUser();
    const event = await createEvent(token, { title: "왕복", max_participants: 10 });
    await addHost(token, event.id, manager.email, "manager");
    await addHost(token, event.id, door.email, "checkin");
    const submitted = await submit(event.id, { name: "민지", status: "attending" });
    const { response } = (await submitted.json()) as { response: { id: string } };
    const counting = countingEnv({ ASSETS: builtAssets() });
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await worker.fetch(
        incoming(`http://localhost${path}`, init),
        counting.env,
        createExecutionContext(),
      );
      await res.arrayBuffer();
      return res.status;
    };
    const auth = { Authorization: `Bearer ${token}` };
    const asManager = { Authorization: `Bearer ${manager.token}` };
    const asDoor = { Authorization: `Bearer ${door.token}` };
    // Once per isolate (configuration, first superuser): not what a user action costs.
    await call("/api/v1/users/me", { headers: auth });

    const expected: [string, string, RequestInit, { status: number; d1: number; room: number }][] =
      [
        // The invite page: the page and its data in one answer.
        ["invite page", `/events/${event.id}/public`, {}, { status: 200, d1: 0, room: 1 }],
        ["live snapshot", `/api/v1/events/${event.id}/public`, {}, { status: 200, d1: 0, room: 1 }],
        [
          "submit",
          `/api/v1/events/${event.id}/submit`,
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "하은", password: "1234", status: "attending" }),
          },
          { status: 201, d1: 0, room: 1 },
        ],
        // The dashboard: who is signed in, then a page of their events and its count, the list
        // read with its user (one batch).
        ["users/me", "/api/v1/users/me", { headers: auth }, { status: 200, d1: 1, room: 0 }],
        [
          "events list",
          "/api/v1/events/?skip=0&limit=10",
          { headers: auth },
          { status: 200, d1: 1, room: 0 },
        ],
        // The responses page: the event (read with its user, one batch), its responses and its
        // counts from the room.
        ["event", `/api/v1/events/${event.id}`, { headers: auth }, { status: 200, d1: 1, room: 0 }],
        [
          "responses",
          `/api/v1/events/${event.id}/responses`,
          { headers: auth },
          { status: 200, d1: 1, room: 1 },
        ],
        [
          "stats",
          `/api/v1/events/${event.id}/stats`,
          { headers: auth },
          { status: 200, d1: 1, room: 1 },
        ],
        // A host's calls: the event with their host row, one batch, as for the owner.
        [
          "event as manager",
          `/api/v1/events/${event.id}`,
          { headers: asManager },
          { status: 200, d1: 1, room: 0 },
        ],
        [
          "responses as door keeper",
          `/api/v1/events/${event.id}/responses`,
          { headers: asDoor },
          { status: 200, d1: 1, room: 1 },
        ],
        [
          "check-in as door keeper",
          `/api/v1/events/${event.id}/responses/${response.id}/check-in`,
          { method: "POST", headers: asDoor },
          { status: 200, d1: 1, room: 1 },
        ],
        // The owner's hosts dialog and log: the event, then the hosts, invitations and owner
        // (or the page of the log and its count) in a second batch.
        [
          "hosts",
          `/api/v1/events/${event.id}/hosts`,
          { headers: auth },
          { status: 200, d1: 2, room: 0 },
        ],
        [
          "log",
          `/api/v1/events/${event.id}/log`,
          { headers: auth },
          { status: 200, d1: 2, room: 0 },
        ],
      ];
    for (const [name, path, init, counts] of expected) {
      let status = 0;
      const made = await counting.during(async () => {
        status = await call(path, init);
      });
      expect({ status, ...made }, name).toEqual(counts);
    }
  });
});
