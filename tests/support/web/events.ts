import type { EventDetails, EventPublic } from "#contract/events";

/**
 * A plain event's details (no maximum, no guests, seats given at once, no reminder), which web
 * tests start from and set the fields they are about.
 */
export const plainEvent: EventDetails = {
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
  title: "송년회",
  description: null,
  location: null,
  event_date: "2026-12-19T10:00:00.000Z",
  deadline_date: null,
  max_participants: null,
  allow_duplicate: false,
  max_guests: 0,
  promotion: "instant",
  offer_hours: 24,
  reminder_message: null,
  reminder_hours: null,
  contact: null,
  time_zone: "Asia/Seoul",
  guest_list: "names",
  questions: [],
};

/** The event as the API gives it to its organiser. */
export const savedEvent = (details: Partial<EventPublic> = {}): EventPublic => ({
  ...plainEvent,
  owner_id: "00000000-0000-4000-8000-0000000000aa",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
  role: "owner",
  ...details,
});

/**
 * 원데이 클래스 (2030-04-20, 11:00 in Seoul) as its organiser has it, offering freed seats
 * (decision 0022) instead of giving them at once; `details` set the rest.
 */
export const offeringClass = (details: Partial<EventPublic> = {}): EventPublic =>
  savedEvent({
    event_date: "2030-04-20T02:00:00.000Z",
    title: "원데이 클래스",
    promotion: "offer",
    ...details,
  });
