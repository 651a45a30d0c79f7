import type { EventCreate, EventDetails } from "#contract/events";

/**
 * The one event fixture of every kind of test: the API's own types (worker/contract/events.ts),
 * so a new setting of an event is one line here, and the compiler names every fixture that
 * lacks it.
 */

/** What a test sends to create an event: any of the API's settings; the helpers fill the rest. */
export type EventInput = Partial<EventCreate>;

/**
 * A plain event's details (no maximum, no guests, seats given at once, no reminder, no
 * questions), which tests start from and set the fields they are about.
 */
export const plainEvent: EventDetails = {
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
  series_id: null,
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
  language: "ko",
  questions: [],
  retention_days: 30,
};

/** The event as its room holds it (worker/event-room's `RoomConfig`): version 1 unless set. */
export const roomConfigOf = (details: Partial<EventDetails & { config_version: number }> = {}) => ({
  ...plainEvent,
  config_version: 1,
  ...details,
});
