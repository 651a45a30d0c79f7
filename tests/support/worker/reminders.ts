import { expect } from "vitest";
import { api, mailsArrived, uniqueEmail } from "./api";
import { createEvent, type EventInput } from "./events";
import { type ListedResponse, mailsAbout, mailsSettled } from "./mail";

/**
 * The event's reminder (decision 0026) as the Worker tests see it. An hour of the room's clocks is a
 * second here (vitest.worker.config.ts TEST_HOUR_SECONDS), so `reminder_hours: 3` reminds three
 * seconds before the event.
 */
export const HOUR_MS = 1000;

/** A date `ms` from now, as the API takes it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * An event that begins `startsIn` ms from now and reminds `hours` test hours before. Its
 * reminder's time is `startsIn - hours * HOUR_MS` from now: already past when that is negative.
 */
export function reminderEvent(
  token: string,
  startsIn: number,
  hours: number,
  input: EventInput = {},
) {
  return createEvent(token, {
    title: "독서 모임",
    location: "을지로",
    event_date: fromNow(startsIn),
    reminder_hours: hours,
    ...input,
  });
}

/** A fresh notification address for one invitee. */
export const addressOf = (label: string) => uniqueEmail(`reminder-${label}`);

/** The reminder mails to `address`, once there are `count`. */
export const remindersTo = (address: string, count = 1) => mailsAbout(address, "리마인더", count);

/** How many reminder mails `address` got, once the room's mail rounds have all finished. */
export async function reminderCount(eventId: string, address: string): Promise<number> {
  await mailsSettled(eventId);
  const all = await mailsArrived(address, 0);
  return all.filter((mail) => mail.subject.includes("리마인더")).length;
}

/** The organiser's list with the reminder's answers. */
export type RemindedResponse = ListedResponse & {
  reminder: string | null;
  confirmed_at: string | null;
};

export async function organiserList(token: string, eventId: string) {
  const res = await api(`/events/${eventId}/responses`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RemindedResponse[] }).data;
}

export async function listed(token: string, eventId: string, name: string) {
  const row = (await organiserList(token, eventId)).find((response) => response.name === name);
  if (!row) throw new Error(`${name} is not in the list`);
  return row;
}
