import { describe, expect, it } from "vitest";
import { offersToTakeBack, type QueuedParty } from "#contract/offers-taken-back";
import {
  fillFromQueue,
  lapsedOffers,
  type OpenOffer,
  offersUnderConfig,
  queueHeadToRead,
  queueRules,
} from "../../../worker/event-room/policy/queue-policy";
import type { RoomConfig } from "../../../worker/event-room/store/types";
import { roomConfigOf } from "../../support/events";

/** The queue in its order: a name and the seats its party asks for (1 + guests). */
const queue = (...parties: [string, number][]): QueuedParty[] =>
  parties.map(([id, seats]) => ({ id, seats }));

const seated = { offerUntil: null };

describe("who of the queue gets in when seats free up", () => {
  it.each([
    // [what, queue, seats held, max, who gets in]
    ["nobody waits", queue(), 3, 4, []],
    ["the head fits", queue(["민지", 1], ["하준", 1]), 3, 4, ["민지"]],
    ["two fit in order", queue(["민지", 1], ["하준", 1], ["서연", 1]), 2, 4, ["민지", "하준"]],
    ["a party fits whole", queue(["민지", 3]), 1, 4, ["민지"]],
    ["a party too big waits, and nobody passes it", queue(["민지", 3], ["하준", 1]), 2, 4, []],
    ["a party behind a seated one waits its turn", queue(["민지", 1], ["하준", 2]), 2, 4, ["민지"]],
    ["no seat free (a maximum lowered below those in)", queue(["민지", 1]), 5, 4, []],
    ["no maximum: everyone", queue(["민지", 4], ["하준", 9]), 50, null, ["민지", "하준"]],
  ] as const)("%s", (_what, parties, held, max, expected) => {
    const filled = fillFromQueue([...parties], held, { max, offerUntil: null });
    expect(filled.map((party) => party.id)).toEqual(expected);
    for (const party of filled) expect(party).toMatchObject(seated);
  });

  it("offers, when the rules say so, every party let in until the same time", () => {
    const filled = fillFromQueue(queue(["민지", 1], ["하준", 2]), 1, { max: 4, offerUntil: 99 });
    expect(filled).toEqual([
      { id: "민지", offerUntil: 99 },
      { id: "하준", offerUntil: 99 },
    ]);
  });

  it.each([
    [2, 4, 3],
    [4, 4, 1],
    [6, 4, 1],
    [0, null, null],
  ] as const)("reads at most the head that could get in (%i held of %s: %s)", (held, max, n) => {
    expect(queueHeadToRead(held, max)).toBe(n);
  });
});

describe("the offers a lowered maximum takes back", () => {
  it.each([
    // [what, open offers in queue order, seats held, new max, taken back]
    ["all still fit", queue(["민지", 1], ["하준", 1]), 4, 4, []],
    ["the latest in the queue first", queue(["민지", 1], ["하준", 1]), 4, 3, ["하준"]],
    ["as many as needed", queue(["민지", 1], ["하준", 1]), 4, 2, ["하준", "민지"]],
    ["a party whole, however few seats are over", queue(["민지", 1], ["하준", 3]), 6, 5, ["하준"]],
    ["never more than the offers, even far over", queue(["민지", 1]), 9, 2, ["민지"]],
  ] as const)("%s", (_what, offers, held, max, expected) => {
    expect(offersToTakeBack([...offers], held, max)).toEqual(expected);
  });
});

const HOUR = 1000;
const now = Date.parse("2030-01-01T00:00:00.000Z");
const config = (over: Partial<RoomConfig>): RoomConfig =>
  roomConfigOf({
    id: "e",
    title: "모임",
    event_date: "2030-01-10T00:00:00.000Z",
    max_participants: 4,
    promotion: "offer",
    ...over,
  });

describe("how a freed seat is filled", () => {
  it.each([
    ["instant: seated", { promotion: "instant" as const }, null],
    ["offer: for offer_hours", {}, now + 24 * HOUR],
    ["offer without a maximum: seated", { max_participants: null }, null],
    [
      "offer ending at the deadline if sooner",
      { deadline_date: new Date(now + 5 * HOUR).toISOString() },
      now + 5 * HOUR,
    ],
    [
      "offer once responses closed: seated (nobody could accept)",
      { deadline_date: new Date(now - HOUR).toISOString() },
      null,
    ],
  ])("%s", (_what, over, offerUntil) => {
    expect(queueRules(config(over), HOUR, now).offerUntil).toBe(offerUntil);
  });
});

/** Open offers in the queue's order: a name, the seats it holds, when it lapses (hours from now). */
const offers = (...open: [string, number, number][]): OpenOffer[] =>
  open.map(([id, seats, hours]) => ({ id, seats, offerUntil: now + hours * HOUR }));

describe("which open offers lapse", () => {
  it.each([
    // [what, open offers, lapsed]
    ["none open", offers(), []],
    ["time left on every one", offers(["민지", 1, 1], ["하준", 2, 5]), []],
    ["one whose time is exactly up", offers(["민지", 1, 0], ["하준", 1, 1]), ["민지"]],
    ["all past, in the queue's order", offers(["민지", 1, -2], ["하준", 3, -1]), ["민지", "하준"]],
    ["a later one past, an earlier one not", offers(["민지", 1, 3], ["하준", 1, -1]), ["하준"]],
  ] as const)("%s", (_what, open, expected) => {
    expect(lapsedOffers([...open], now)).toEqual(expected);
  });
});

describe("what a newer config does to open offers", () => {
  const open = offers(["민지", 1, 10], ["하준", 2, 30]);
  const deadline = (hours: number) => new Date(now + hours * HOUR).toISOString();
  it.each([
    // [what, config, seats held, seated at once, ended by the deadline, taken back]
    ["instant: every offer seated", { promotion: "instant" as const }, 7, ["민지", "하준"], [], []],
    ["no maximum: every offer seated", { max_participants: null }, 7, ["민지", "하준"], [], []],
    ["nothing changes for them", {}, 4, [], [], []],
    [
      "an earlier deadline ends those past it",
      { deadline_date: deadline(20) },
      4,
      [],
      ["하준"],
      [],
    ],
    ["a lower maximum takes back the latest", { max_participants: 2 }, 4, [], [], ["하준"]],
    ["a lower maximum still, both", { max_participants: 1 }, 4, [], [], ["하준", "민지"]],
  ])("%s", (_what, over, held, seat, ended, takeBack) => {
    const settled = offersUnderConfig(config(over), [...open], held);
    expect(settled.seat).toEqual(seat);
    expect(settled.endBy.ids).toEqual(ended);
    expect(settled.takeBack).toEqual(takeBack);
  });

  it("ends offers past an earlier deadline at the deadline", () => {
    const settled = offersUnderConfig(config({ deadline_date: deadline(20) }), [...open], 4);
    expect(settled.endBy.at).toBe(now + 20 * HOUR);
  });
});
