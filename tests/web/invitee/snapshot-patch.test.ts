import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { patchSnapshot } from "../../../web/features/invitee/sending/snapshot-patch";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
/** A response made at minute `minute`, named by its id unless told. */
const response = (
  id: string,
  status: ResponsePublic["status"],
  minute: number,
  name = id,
  guests = 0,
) => publicResponse(id, status, { name, guests, created_at: at(minute) });

const view = (responses: ResponsePublic[], revision = 5) =>
  publicViewOf(responses, { id: "e1", title: "모임", max_participants: 2, revision });
const ids = (snapshot: EventPublicView) => snapshot.responses.map((r) => `${r.id}:${r.status}`);

describe("a reply put into the cached snapshot", () => {
  it("adds a new response and its counts, and takes the reply's revision", () => {
    const before = view([response("a", "attending", 1)]);
    const after = patchSnapshot(before, {
      kind: "saved",
      response: response("b", "attending", 2),
      promoted: [],
      revision: 6,
    });
    expect(ids(after)).toEqual(["a:attending", "b:attending"]);
    expect(after.attending_count).toBe(2);
    expect(after.total_responses).toBe(2);
    expect(after.revision).toBe(6);
  });

  it("queues a waiting sign-up at the end of the waiting list", () => {
    const before = view([response("a", "attending", 1), response("w", "waiting", 2)]);
    const after = patchSnapshot(before, {
      kind: "saved",
      response: response("n", "waiting", 3),
      promoted: [],
      revision: 6,
    });
    expect(ids(after)).toEqual(["a:attending", "w:waiting", "n:waiting"]);
    expect(after.waiting_count).toBe(2);
  });

  it("replaces a changed response, and seats the promoted in the order they came", () => {
    const before = view([
      response("a", "attending", 1),
      response("b", "attending", 3),
      response("w", "waiting", 2, "민지"),
      response("x", "waiting", 4),
    ]);
    const after = patchSnapshot(before, {
      kind: "saved",
      response: { ...response("b", "not_attending", 3), message: "못 가요" },
      promoted: ["민지"],
      revision: 6,
    });
    expect(ids(after)).toEqual(["a:attending", "w:attending", "b:not_attending", "x:waiting"]);
    expect(after.responses.find((r) => r.id === "b")?.message).toBe("못 가요");
    expect(after.attending_count).toBe(2);
    expect(after.waiting_count).toBe(1);
  });

  it("keeps a waiting response's place when only its message changes", () => {
    const before = view([response("w1", "waiting", 1), response("w2", "waiting", 2)]);
    const after = patchSnapshot(before, {
      kind: "saved",
      response: { ...response("w1", "waiting", 1), message: "기다릴게요" },
      promoted: [],
      revision: 6,
    });
    expect(ids(after)).toEqual(["w1:waiting", "w2:waiting"]);
  });

  it("removes a cancelled response by its name, any case, and promotes", () => {
    const before = view([
      response("a", "attending", 1, "Alex"),
      response("w", "waiting", 2, "민지"),
    ]);
    const after = patchSnapshot(before, {
      kind: "deleted",
      name: " alex ",
      promoted: ["민지"],
      revision: 6,
    });
    expect(ids(after)).toEqual(["w:attending"]);
    expect(after.total_responses).toBe(1);
  });

  it("leaves a cancellation among namesakes to the room's next snapshot", () => {
    const before = view([response("a", "attending", 1, "Alex"), response("b", "maybe", 2, "alex")]);
    expect(
      patchSnapshot(before, { kind: "deleted", name: "Alex", promoted: [], revision: 6 }),
    ).toBe(before);
  });

  it("never overwrites a snapshot as new as the reply or newer", () => {
    const newer = view([response("a", "attending", 1)], 7);
    const reply = {
      kind: "saved" as const,
      response: response("a", "maybe", 1),
      promoted: [],
      revision: 6,
    };
    expect(patchSnapshot(newer, reply)).toBe(newer);
    expect(patchSnapshot(view([], 6), reply).responses).toEqual([]);
  });
});

describe("seats in a reply put into the snapshot", () => {
  it("counts each attending party with its guests, promotions included", () => {
    const before = view([
      response("a", "attending", 1, "a", 1),
      response("w", "waiting", 2, "w", 2),
    ]);
    expect(before.attending_seats).toBe(2);
    // a leaves; the room promotes w's party of three.
    const after = patchSnapshot(before, {
      kind: "deleted",
      name: "a",
      promoted: ["w"],
      revision: 6,
    });
    expect(ids(after)).toEqual(["w:attending"]);
    expect(after.attending_count).toBe(1);
    expect(after.attending_seats).toBe(3);

    const fewer = patchSnapshot(after, {
      kind: "saved",
      response: response("w", "attending", 2, "w", 0),
      promoted: [],
      revision: 7,
    });
    expect(fewer.attending_seats).toBe(1);
  });
});
