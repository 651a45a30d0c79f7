/**
 * The rules of an invitee's response, in one place: the zod schemas (worker/contract/response-requests.ts),
 * the event room and the web app's forms all import them. Zod-free and dependency-free, so the
 * invite page (the page strangers open on phones) ships it without a validation library.
 */

/** What an invitee may ask for. */
export const REQUESTED_STATUSES = ["attending", "not_attending", "maybe", "waiting"] as const;
export type RequestedStatus = (typeof REQUESTED_STATUSES)[number];

/**
 * What a response may be: also `offered`, which only the room gives (a freed seat held for a
 * waiting response until it accepts, declines or the offer lapses; decision 0022).
 */
export const RESPONSE_STATUSES = [...REQUESTED_STATUSES, "offered"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** How an event fills a freed seat: at once (`instant`) or by an offer for `offer_hours`. */
export const PROMOTION_POLICIES = ["instant", "offer"] as const;
export type PromotionPolicy = (typeof PROMOTION_POLICIES)[number];
export const OFFER_HOURS = { min: 1, max: 72, default: 24 } as const;

/**
 * How long before the event its reminder goes out (decision 0026): the choices the event dialog
 * offers; the API takes any whole number of hours from 1 to 168 (a week), or null for none.
 */
export const REMINDER_HOURS = { min: 1, max: 168, choices: [1, 3, 24, 48, 168] } as const;

export const RESPONSE_LIMITS = {
  nameMax: 50,
  passwordMin: 4,
  passwordMax: 20,
  messageMax: 500,
  /** The most guests an event may let one response bring (its own `max_guests`, 0-10). */
  guestsMax: 10,
} as const;

// ---- when responses close -----------------------------------------------------------------

/**
 * The event's phase: responses close at the deadline, and in any case once the event has begun
 * (an event in the past takes no new responses and no changes even without a deadline). Null
 * while open; otherwise the refusal's code. The one rule of it: the room refuses by it, the
 * invite page's cached render is kept per phase (worker/pages/event-page.ts), and the web's
 * badge says 진행중, 마감됨 or 종료됨 by it (web/lib/event-status.ts).
 */
export function closedReason(
  event: { deadline_date: string | null; event_date: string },
  now: number,
): "deadline_passed" | "event_ended" | null {
  if (event.deadline_date !== null && now > Date.parse(event.deadline_date))
    return "deadline_passed";
  return now > Date.parse(event.event_date) ? "event_ended" : null;
}

/** The instant responses close (the deadline, or else the event's start). */
export const responsesCloseAt = (event: { deadline_date: string | null; event_date: string }) =>
  event.deadline_date ?? event.event_date;

// ---- names ------------------------------------------------------------------------------

/** How a response name is stored: trimmed and in Unicode NFC, so "한" typed two ways is one name. */
export const normaliseName = (name: string) => name.trim().normalize("NFC");

/** How names are compared for uniqueness and lookup: normalised and case-folded. */
export const nameKey = (name: string) => normaliseName(name).toLowerCase();

// ---- field problems -----------------------------------------------------------------------

/**
 * What can be wrong with a field of a response. The API sends it as the `type` of a 422 issue,
 * the forms check the same rules before sending, and the web app words both in Korean.
 */
export type FieldProblem =
  | "name_required"
  | "name_too_long"
  | "name_invalid_characters"
  | "password_required"
  | "password_too_short"
  | "password_too_long"
  | "password_invalid_characters"
  | "message_too_long"
  | "message_invalid_characters"
  | "too_many_guests"
  | "email_invalid";

export type ResponseField =
  | "name"
  | "password"
  | "new_password"
  | "message"
  | "guests"
  | "notify_email";

/** Message trimmed; null when empty (it is then left out). */
export const trimmedMessage = (message: string | null | undefined) => message?.trim() || null;

// ---- seats --------------------------------------------------------------------------------

export interface SeatCounts {
  max_participants: number | null;
  attending_count: number;
  waiting_count: number;
  /** Seats taken: attending people and the guests they bring (absent: no guests anywhere). */
  attending_seats?: number | null;
  /** Seats held by open offers (absent: none). */
  offered_seats?: number | null;
}

/** The seats a response asks for: the person and their guests, never split. */
export const seatsOf = (response: { guests?: number }) => 1 + (response.guests ?? 0);

/** Seats nobody new may take: those attending and those held by open offers. */
export const seatsTaken = (event: SeatCounts) =>
  (event.attending_seats ?? event.attending_count) + (event.offered_seats ?? 0);

/** No free seat: the maximum is reached, or people already wait (they come first). */
export const isFull = (event: SeatCounts) =>
  event.max_participants !== null &&
  (seatsTaken(event) >= event.max_participants || event.waiting_count > 0);

/**
 * Whether a party of `seats` gets in now: nobody waits ahead of it and all its seats are free.
 * A party that does not fit waits whole (decision 0021: the queue keeps its order strictly).
 */
export const fitsNow = (event: SeatCounts, seats: number) =>
  event.max_participants === null ||
  (event.waiting_count === 0 && seatsTaken(event) + seats <= event.max_participants);

/**
 * The status a new response gets. Asking to attend (or to wait) when full is accepted as
 * waiting: nobody who arrives in a rush loses their place. `maybe` and `not_attending` never
 * take a seat.
 */
export function statusOnSubmit(requested: RequestedStatus, seatFree: boolean): ResponseStatus {
  if (requested === "attending" || requested === "waiting") {
    return seatFree ? "attending" : "waiting";
  }
  return requested;
}

/**
 * The status a change leads to, or null when it asks for a seat that is not free (the change
 * is refused: `event_full`). `waiting` means "attend, or queue if full"; someone already
 * attending keeps the seat and someone already queued keeps their place.
 */
export function statusAfterChange(
  current: ResponseStatus,
  requested: RequestedStatus | undefined,
  seatFree: boolean,
): ResponseStatus | null {
  if (requested === undefined || requested === current) return current;
  // An offer holds its seats: attending accepts it, waiting keeps it open.
  if (current === "offered") return requested === "waiting" ? current : requested;
  if (requested === "waiting") {
    if (current === "attending") return current;
    return seatFree ? "attending" : "waiting";
  }
  if (requested === "attending") return seatFree ? "attending" : null;
  return requested;
}

export type FormMode = "new" | "edit" | "delete";
/** What a form mode sends: a new response, a change, a cancellation. */
export type ResponseAction = "submit" | "modify" | "delete";

/**
 * The statuses the forms offer, in the order shown. A new sign-up gets only
 * attending while a seat is free and only waiting once the event is full. An edit keeps the
 * person's seat or place in the queue, and offers not attending and maybe besides; an open
 * offer is accepted by attending. Every choice offered is one `statusAfterChange` accepts.
 */
export function statusChoices(
  mode: FormMode,
  event: SeatCounts,
  current?: ResponseStatus,
): RequestedStatus[] {
  if (mode === "delete") return [];
  const seat: RequestedStatus = isFull(event) ? "waiting" : "attending";
  if (mode === "new") return [seat];
  if (current === "offered") return ["attending", "not_attending", "maybe"];
  if (current === "attending" || current === "waiting") {
    return [current, "not_attending", "maybe"];
  }
  return [seat, "not_attending", "maybe"];
}
