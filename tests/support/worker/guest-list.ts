import { expect } from "vitest";
import type { GuestList } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { api } from "./api";
import { createEvent, type EventInput, submit } from "./events";

/**
 * Who sees an event's guest list (decision 0041): `names` (the default, every name), `count` (how
 * many attend and wait, no names) or `hidden` (neither: only where a newcomer stands).
 */
export { GUEST_LISTS, type GuestList, type SeatState } from "#contract/guest-list";

/** The counts of the public view that `hidden` leaves out (null) and `count` keeps. */
export const COUNT_FIELDS = [
  "attending_count",
  "attending_seats",
  "waiting_count",
  "waiting_seats",
  "offered_count",
  "offered_seats",
  "total_responses",
] as const;

/** The public view as the guest list shapes it. */
export type MaskedView = EventPublicView;

/** An event's input with its guest list. */
export type GuestListInput = EventInput & { guest_list?: GuestList };

/** An event whose guest list is `mode` (left out of the body for `undefined`). */
export function eventShowing(token: string, mode: GuestList | undefined, input: EventInput = {}) {
  const body: GuestListInput = mode ? { ...input, guest_list: mode } : input;
  return createEvent(token, body);
}

/** The organiser's update of one event (PUT /events/{id}), answered as it comes. */
export const updateEvent = (token: string, eventId: string, json: Record<string, unknown>) =>
  api(`/events/${eventId}`, { method: "PUT", token, json });

/** Sets the event's guest list and expects it taken. */
export async function showGuestList(token: string, eventId: string, mode: GuestList) {
  const res = await updateEvent(token, eventId, { guest_list: mode });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { guest_list?: unknown };
}

/** The public view as the API answers it (GET /events/{id}/public). */
export async function maskedView(eventId: string): Promise<MaskedView> {
  const res = await api(`/events/${eventId}/public`);
  expect(res.status).toBe(200);
  return (await res.json()) as MaskedView;
}

/** Signs up `name` and expects it taken (201), answering the reply. */
export async function answer(
  eventId: string,
  name: string,
  body: { status?: "attending" | "maybe" | "not_attending" | "waiting"; guests?: number } = {},
) {
  const res = await submit(eventId, {
    name,
    status: "attending",
    message: `${name}의 메시지`,
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { waiting_position: number | null; response: { status: string } };
}

/**
 * Names no UI word contains, so that finding one in a page or a message means a response
 * leaked. Their messages ('…의 메시지') are as private as they are.
 */
export const GUESTS = {
  first: "은하수별",
  second: "솔바람길",
  waiting: "달빛여우",
  maybe: "초록물결",
} as const;
export const ALL_GUESTS = Object.values(GUESTS);

/**
 * An event of three seats with one guest per response allowed, taken by 은하수별 and a guest
 * and 솔바람길 (full), 달빛여우 waiting and 초록물결 maybe: every group of the list, and counts
 * that differ from one another (attending 2 responses, 3 seats; waiting 1; 4 responses).
 */
export async function fullEvent(
  token: string,
  mode: GuestList | undefined,
  input: EventInput = {},
) {
  const event = await eventShowing(token, mode, {
    title: "명단 모임",
    max_participants: 3,
    max_guests: 1,
    ...input,
  });
  await answer(event.id, GUESTS.first, { guests: 1 });
  await answer(event.id, GUESTS.second);
  await answer(event.id, GUESTS.waiting);
  await answer(event.id, GUESTS.maybe, { status: "maybe" });
  return event;
}

/** Expects none of `names` (nor their messages) anywhere in `text`. */
export function expectNoNames(text: string, names: readonly string[] = ALL_GUESTS, where = "") {
  for (const name of names) expect(text, `${name} in ${where}`).not.toContain(name);
}

/** Expects every one of `names` in `text`. */
export function expectNames(text: string, names: readonly string[] = ALL_GUESTS, where = "") {
  for (const name of names) expect(text, `${name} missing from ${where}`).toContain(name);
}

/** The public view as `mode` shapes it: names as they are, counts kept or null. */
export function expectShapedBy(view: MaskedView, mode: GuestList) {
  expect(view.guest_list).toBe(mode);
  if (mode === "names") {
    expect(view.responses.length).toBe(view.total_responses);
    for (const field of COUNT_FIELDS) expect(typeof view[field], field).toBe("number");
    return;
  }
  expect(view.responses).toEqual([]);
  for (const field of COUNT_FIELDS) {
    if (mode === "count") expect(typeof view[field], field).toBe("number");
    else expect(view[field], field).toBeNull();
  }
}

/** A snapshot message whose snapshot `holds`. */
export const snapshotWhere =
  (holds: (snapshot: MaskedView) => boolean) => (message: Record<string, unknown>) =>
    message.type === "snapshot" && holds(message.snapshot as MaskedView);
