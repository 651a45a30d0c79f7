import { type SeatCounts, seatsTaken } from "./response-rules";

/**
 * Who sees an event's guest list (decision 0041): `names`, every response as today;
 * `count`, how many attend and wait but no names; `hidden`, neither, only where a newcomer
 * stands. The organiser always sees everything. Zod-free, so the invite page ships it cheaply.
 */
export const GUEST_LISTS = ["names", "count", "hidden"] as const;
export type GuestList = (typeof GUEST_LISTS)[number];
export const DEFAULT_GUEST_LIST: GuestList = "names";

/** Whether invitees may see who responded (only under `names`). */
export const showsNames = (guestList: GuestList) => guestList === "names";
/** Whether invitees may see how many attend and wait (not under `hidden`). */
export const showsCounts = (guestList: GuestList) => guestList !== "hidden";

/**
 * Where a newcomer stands, told in every mode: `full` when no seat is left, `queue` when seats
 * are free but someone waits (a sign-up would wait behind them), `open` otherwise; null
 * without a maximum.
 */
export const SEAT_STATES = ["open", "queue", "full"] as const;
export type SeatState = (typeof SEAT_STATES)[number] | null;

/** Seats are counted with guests and open offers (decisions 0021, 0022), as `isFull` does. */
export function seatState(event: SeatCounts): SeatState {
  if (event.max_participants === null) return null;
  if (seatsTaken(event) >= event.max_participants) return "full";
  return event.waiting_count > 0 ? "queue" : "open";
}

type ShownCounts = {
  max_participants: number | null;
  attending_count: number | null;
  attending_seats: number | null;
  waiting_count: number | null;
  offered_seats: number | null;
  seat_state: SeatState;
};

/**
 * The seat counts a page reasons with (`isFull`, `fitsNow`) from a public view. Under `hidden`
 * the counts are null and only `seat_state` is known, so this stands in counts that lead to
 * the same state: whether the event is full or has a queue is exact; whether a party fits the
 * seats left is not known there, and the room decides on submit as always.
 */
export function seatCountsOf(view: ShownCounts): SeatCounts {
  // Counts shown: the view is its own counts (`seatsTaken` reads a null as absent), and a
  // page's first load carries no code copying them.
  if (view.attending_count !== null && view.waiting_count !== null) return view as SeatCounts;
  const full = view.seat_state === "full" ? (view.max_participants ?? 0) : 0;
  return {
    max_participants: view.max_participants,
    attending_count: full,
    attending_seats: full,
    waiting_count: view.seat_state === "queue" ? 1 : 0,
    offered_seats: 0,
  };
}
