import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { api, newUser, provenUser } from "./api";
import { createEvent, type EventInput, mirrorFlushesSettled, myLink, submit } from "./events";
import { addHost } from "./hosts";

/** The door (decision 0043): hosts, check-ins through the API, and what reached D1. */

/** An event with its owner, a manager and a door keeper ('checkin'), each named. */
export async function eventWithDoor(input: EventInput = {}) {
  const owner = await newUser({ full_name: "김주최" });
  const event = await createEvent(owner.token, input);
  const manager = await provenUser({ full_name: "박공동" });
  const keeper = await provenUser({ full_name: "문지기" });
  await addHost(owner.token, event.id, manager.email, "manager");
  await addHost(owner.token, event.id, keeper.email, "checkin");
  return { owner, event, manager, keeper };
}

/** Submits a response and returns its id. */
export async function responseOf(
  eventId: string,
  name: string,
  body: { guests?: number; status?: "attending" | "maybe" | "not_attending" | "waiting" } = {},
) {
  const res = await submit(eventId, { name, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { response: { id: string } }).response.id;
}

export interface CheckInReply {
  response: {
    id: string;
    name: string;
    status: string;
    guests: number;
    checked_in_at: string | null;
    checked_in_by: string | null;
  };
  already_checked_in?: boolean;
  was_checked_in?: boolean;
  checked_in_count: number;
  attending_seats: number;
}

const checkInPath = (eventId: string, responseId: string) =>
  `/events/${eventId}/responses/${responseId}/check-in`;

export const checkIn = (token: string, eventId: string, responseId: string) =>
  api(checkInPath(eventId, responseId), { method: "POST", token });

export const undoCheckIn = (token: string, eventId: string, responseId: string) =>
  api(checkInPath(eventId, responseId), { method: "DELETE", token });

/** By a check-in pass, as the door's scanner sends what it read off an invitee's QR. */
export const checkInByPass = (token: string, eventId: string, pass: string) =>
  api(`/events/${eventId}/check-in`, { method: "POST", token, json: { pass } });

/** The check-in pass of the response a personal link's key opens, as its QR shows it. */
export const passFor = (eventId: string, key: string) =>
  api(`/events/${eventId}/my-check-in-pass`, { headers: { "X-Response-Key": key } });

export async function passOf(eventId: string, key: string): Promise<string> {
  const res = await passFor(eventId, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { pass: string }).pass;
}

/** A response's personal link's key ('내 응답 링크'), made with its name and password. */
export async function linkKey(eventId: string, name: string, password = "1234") {
  const res = await myLink(eventId, name, password);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** The reply of a call expected to answer 200. */
export async function ok(res: Response | Promise<Response>): Promise<CheckInReply> {
  const answered = await res;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as CheckInReply;
}

/** The organiser's list, by name. */
export async function listed(token: string, eventId: string) {
  const res = await api(`/events/${eventId}/responses`, { token });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: CheckInReply["response"][] };
  return new Map(data.map((row) => [row.name, row]));
}

export async function statsOf(token: string, eventId: string) {
  const res = await api(`/events/${eventId}/stats`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { checked_in_count: number; attending_seats: number };
}

/** What reached D1 once the room's flushes settled: each response's check-in, and the log. */
export async function inD1(eventId: string) {
  await mirrorFlushesSettled(env, eventId);
  const mirror = await env.DB.prepare(
    "SELECT name, checked_in_at FROM responses WHERE event_id = ? AND deleted = 0 ORDER BY name",
  )
    .bind(eventId)
    .all<{ name: string; checked_in_at: string | null }>();
  const log = await env.DB.prepare(
    "SELECT id, at, actor_id, actor, kind, subject, role FROM event_log WHERE event_id = ? AND kind IN ('checked_in', 'check_in_undone') ORDER BY rowid",
  )
    .bind(eventId)
    .all<{
      id: string;
      at: string;
      actor_id: string | null;
      actor: string;
      kind: string;
      subject: string;
      role: string | null;
    }>();
  return {
    checkedIn: new Map(mirror.results.map((r) => [r.name, r.checked_in_at])),
    log: log.results,
  };
}
