import { describe, expect, it } from "vitest";
import type { ResponseStatus, SeatCounts } from "#contract/response-rules";
import {
  fits,
  holdsSeats,
  queuePlaceAfter,
  statusOfChange,
} from "../../../worker/event-room/policy/change-policy";

/** The room's counts: the maximum, seats attending, seats held by offers, people waiting. */
const counts = (max: number | null, attending: number, offered = 0, waiting = 0): SeatCounts => ({
  max_participants: max,
  attending_count: attending,
  attending_seats: attending,
  offered_seats: offered,
  waiting_count: waiting,
});

describe("whether a party gets in now", () => {
  it.each([
    // [what, counts, seats asked, the asker's own seats given up, fits]
    ["a free seat", counts(4, 3), 1, 0, true],
    ["no free seat", counts(4, 4), 1, 0, false],
    ["seats held by offers are taken", counts(4, 2, 2), 1, 0, false],
    ["someone waits: they come first", counts(4, 1, 0, 1), 1, 0, false],
    ["a party needs all its seats free", counts(4, 2), 3, 0, false],
    ["one's own seats, given up, count as free", counts(4, 4), 2, 2, true],
    ["more than one's own seats while full", counts(4, 4), 3, 2, false],
    ["no maximum", counts(null, 50), 9, 0, true],
  ] as const)("%s", (_what, seats, asked, leaving, expected) => {
    expect(fits(seats, asked, leaving)).toBe(expected);
  });
});

describe("the status a change leads to", () => {
  it.each([
    // [what, counts, status now, guests now, asked for, guests asked, status after (null: full)]
    [
      "attending keeps the seat with nothing asked",
      counts(4, 4),
      "attending",
      0,
      undefined,
      0,
      "attending",
    ],
    [
      "attending asking to wait keeps the seat",
      counts(4, 4),
      "attending",
      0,
      "waiting",
      0,
      "attending",
    ],
    [
      "attending adds a guest to a free seat",
      counts(4, 3),
      "attending",
      0,
      undefined,
      1,
      "attending",
    ],
    [
      "attending adds a guest while full: refused",
      counts(4, 4),
      "attending",
      0,
      undefined,
      1,
      null,
    ],
    [
      "attending brings fewer guests while full",
      counts(4, 4),
      "attending",
      2,
      undefined,
      1,
      "attending",
    ],
    [
      "attending adds a guest while others wait: refused",
      counts(9, 3, 0, 1),
      "attending",
      0,
      undefined,
      1,
      null,
    ],
    ["an offer accepted", counts(4, 3, 1), "offered", 0, "attending", 0, "attending"],
    [
      "an offer kept open by asking to wait",
      counts(4, 3, 1),
      "offered",
      0,
      "waiting",
      0,
      "offered",
    ],
    ["an offer declined", counts(4, 3, 1), "offered", 0, "not_attending", 0, "not_attending"],
    ["attending cancels", counts(4, 4), "attending", 0, "not_attending", 0, "not_attending"],
    [
      "not attending asks to attend, a seat free",
      counts(4, 3),
      "not_attending",
      0,
      "attending",
      0,
      "attending",
    ],
    [
      "not attending asks to attend while full: refused",
      counts(4, 4),
      "not_attending",
      0,
      "attending",
      0,
      null,
    ],
    [
      "not attending asks to wait while full: queued",
      counts(4, 4),
      "not_attending",
      0,
      "waiting",
      0,
      "waiting",
    ],
    [
      "not attending asks to wait, a seat free: seated",
      counts(4, 3),
      "not_attending",
      0,
      "waiting",
      0,
      "attending",
    ],
    [
      "waiting keeps its place with nothing asked",
      counts(4, 4, 0, 2),
      "waiting",
      0,
      undefined,
      0,
      "waiting",
    ],
  ] as const)("%s", (_what, seats, status, guests, requested, asked, expected) => {
    expect(statusOfChange(seats, { status, guests }, requested, asked)).toBe(expected);
  });
});

describe("a response's place in the queue after a change", () => {
  it.each([
    ["waiting stays waiting: keeps its place", "waiting", "waiting", "keep"],
    ["not attending starts waiting: the end", "not_attending", "waiting", "end"],
    ["waiting seated: no queue", "waiting", "attending", "none"],
    ["attending leaves: no queue", "attending", "not_attending", "none"],
  ] as const)("%s", (_what, before, after, expected) => {
    expect(queuePlaceAfter(before, after)).toBe(expected);
  });
});

describe("which statuses hold seats", () => {
  it.each([
    ["attending", true],
    ["offered", true],
    ["waiting", false],
    ["not_attending", false],
    ["maybe", false],
  ] as [ResponseStatus, boolean][])("%s: %s", (status, expected) => {
    expect(holdsSeats(status)).toBe(expected);
  });
});
