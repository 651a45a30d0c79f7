import type { EventPublic } from "#contract/events";
import { plainEvent } from "../events";

/** The event as the API gives it to its organiser. */
export const savedEvent = (details: Partial<EventPublic> = {}): EventPublic => ({
  ...plainEvent,
  owner_id: "00000000-0000-4000-8000-0000000000aa",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
  role: "owner",
  erased_at: null,
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
