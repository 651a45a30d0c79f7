import {
  fitsNow,
  type RequestedStatus,
  type ResponseStatus,
  type SeatCounts,
  statusAfterChange,
} from "#contract/response-rules";

/**
 * What an invitee's change means, as pure functions: no SQL, no storage (the commands read the
 * seat counts through the store and write what these decide). Tested directly with tables of
 * cases (tests/worker/events/change-policy).
 */

/** A response's seats are held while it attends or holds an open offer. */
export const holdsSeats = (status: ResponseStatus) =>
  status === "attending" || status === "offered";

/**
 * Whether a party of `seats` gets in now: nobody waits (they come first) and all its seats are
 * free. `leaving` seats are the asker's own, given up by the change being decided.
 */
export function fits(counts: SeatCounts, seats: number, leaving = 0): boolean {
  return fitsNow({ ...counts, attending_seats: (counts.attending_seats ?? 0) - leaving }, seats);
}

/**
 * The status a change leads to, or null when it asks for seats that are not free. Someone
 * attending, or holding an offer, keeps their seats (attending accepts the offer); more guests
 * need that many more free seats, with nobody waiting (raising one's guests while full is
 * refused, as attending while full is).
 */
export function statusOfChange(
  counts: SeatCounts,
  row: { status: ResponseStatus; guests: number },
  requested: RequestedStatus | undefined,
  guests: number,
): ResponseStatus | null {
  const seats = 1 + guests;
  const staying = requested === undefined || requested === "attending" || requested === "waiting";
  if (holdsSeats(row.status) && staying) {
    if (guests > row.guests && !fits(counts, seats, 1 + row.guests)) return null;
    return requested === "attending" ? "attending" : row.status;
  }
  return statusAfterChange(row.status, requested, fits(counts, seats));
}

/**
 * The response's place in the queue after a change from `before` to `after`: a waiting one
 * keeps its place, someone who switches to waiting joins the end, anyone else is in no queue.
 */
export function queuePlaceAfter(
  before: ResponseStatus,
  after: ResponseStatus,
): "keep" | "end" | "none" {
  if (after !== "waiting") return "none";
  return before === "waiting" ? "keep" : "end";
}
