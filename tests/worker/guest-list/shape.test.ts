import { describe, expect, it } from "vitest";
import { filledSentence } from "#contract/filled-seats";
import { type GuestList, seatState } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { waitingSentence } from "../../../worker/event-room/commands/outcome";
import { replyForInvitees, viewForInvitees } from "../../../worker/event-room/reads/guest-list";

/**
 * The one place that masks (worker/event-room/reads/guest-list.ts, decision 0041), by table. The
 * routes' tests (public-view, replies, live, pages) prove every public reply passes through it.
 */

describe("where a newcomer stands", () => {
  const counts = (max: number | null, attending: number, offered: number, waiting: number) => ({
    max_participants: max,
    attending_count: attending,
    attending_seats: attending,
    offered_seats: offered,
    waiting_count: waiting,
  });
  it.each([
    ["no maximum", counts(null, 5, 0, 0), null],
    ["seats free, nobody waits", counts(3, 1, 0, 0), "open"],
    ["seats free but someone waits (a party too big)", counts(3, 1, 0, 1), "queue"],
    ["every seat attending", counts(3, 3, 0, 0), "full"],
    ["the last seat held by an offer", counts(3, 2, 1, 0), "full"],
    ["a lowered maximum below those attending", counts(2, 3, 0, 1), "full"],
  ] as const)("%s: %s", (_what, event, state) => {
    expect(seatState(event)).toBe(state);
  });
});

const response = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "은하수별",
  status: "attending" as const,
  message: "은하수별의 메시지",
  guests: 0,
  offer_expires_at: null,
  offer_lapsed_at: null,
  created_at: "2030-01-01T00:00:00.000Z",
};
const full = (guestList: GuestList) =>
  ({
    guest_list: guestList,
    max_participants: 1,
    responses: [response],
    attending_count: 1,
    attending_seats: 1,
    waiting_count: 0,
    waiting_seats: 0,
    offered_count: 0,
    offered_seats: 0,
    total_responses: 1,
  }) as unknown as Parameters<typeof viewForInvitees>[0];

describe("the public view under each guest list", () => {
  it.each([
    ["names", [response], 1],
    ["count", [], 1],
    ["hidden", [], null],
  ] as const)("%s: responses %j, counts %s, and the seat state always", (mode, shown, count) => {
    const view: EventPublicView = viewForInvitees(full(mode));
    expect(view.responses).toEqual(shown);
    expect(view.attending_seats).toBe(count);
    expect(view.total_responses).toBe(count);
    expect(view.seat_state).toBe("full");
  });
});

describe("a reply to an invitee under each guest list", () => {
  const freed = { promoted: ["솔바람길"], offered: ["달빛여우"] };
  const changed = {
    message: `Response updated.${filledSentence(freed)}`,
    ...freed,
    waiting_position: null,
  };
  const queued = {
    message: waitingSentence(2),
    promoted: [],
    offered: [],
    waiting_position: 2,
  };
  it.each([
    ["names", changed, changed],
    ["count", changed, { ...changed, message: "Response updated.", promoted: [], offered: [] }],
    ["hidden", changed, { ...changed, message: "Response updated.", promoted: [], offered: [] }],
    ["names", queued, queued],
    ["count", queued, queued],
    [
      "hidden",
      queued,
      {
        ...queued,
        message: "The event is full. You are on the waiting list.",
        waiting_position: null,
      },
    ],
  ] as const)("%s: %j", (mode, reply, expected) => {
    expect(replyForInvitees({ ...reply }, mode)).toEqual(expected);
  });

  it("a deletion's reply has no waiting place to hide", () => {
    const deleted = { message: `Response deleted.${filledSentence(freed)}`, ...freed };
    expect(replyForInvitees(deleted, "hidden")).toEqual({
      message: "Response deleted.",
      promoted: [],
      offered: [],
    });
  });
});
