import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { EventPublic } from "#contract/events";
import { D1Mirror } from "../../../worker/event-room/store/mirror";
import type { EventInput } from "../events";
import { api } from "./api";

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
export const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
export const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

export type { EventInput } from "../events";

export async function createEvent(token: string, input: EventInput = {}) {
  const res = await api("/events/", {
    method: "POST",
    token,
    json: { title: "모임", event_date: inAWeek(), ...input },
  });
  if (res.status !== 201) throw new Error(`create event: ${res.status} ${await res.text()}`);
  return (await res.json()) as EventPublic;
}

/** The organiser deletes the event, as the dashboard's '삭제' does; fails unless it is deleted. */
export async function deleteEvent(token: string, eventId: string) {
  const res = await api(`/events/${eventId}`, { method: "DELETE", token });
  if (res.status !== 200) throw new Error(`delete event: ${res.status} ${await res.text()}`);
}

export interface ResponseBody {
  name: string;
  password?: string;
  guests?: number;
  status?: "attending" | "not_attending" | "maybe" | "waiting";
  message?: string | null;
  notify_email?: string | null;
  /** Answers to the event's questions, by question id. */
  answers?: Record<string, unknown>;
}

export const submit = (eventId: string, body: ResponseBody, headers: HeadersInit = {}) =>
  api(`/events/${eventId}/submit`, {
    method: "POST",
    headers,
    json: { password: "1234", status: "attending", ...body },
  });

export const modify = (
  eventId: string,
  name: string,
  body: Record<string, unknown>,
  source?: string,
) =>
  api(`/events/${eventId}/modify?name=${encodeURIComponent(name)}`, {
    method: "PUT",
    json: body,
    source,
  });

export const cancel = (eventId: string, name: string, password = "1234", source?: string) =>
  api(
    `/events/${eventId}/delete?name=${encodeURIComponent(name)}&password=${encodeURIComponent(password)}`,
    { method: "DELETE", source },
  );

/** '내 응답 링크': makes a response's personal link by its name and password (the body's `key`). */
export const myLink = (eventId: string, name: string, password = "1234", source?: string) =>
  api(`/events/${eventId}/my-link`, { method: "POST", json: { name, password }, source });

/** A call on the response a personal link's key opens: GET reads it, PUT changes it. */
export const withKey = (eventId: string, key: string, init: Parameters<typeof api>[1] = {}) =>
  api(`/events/${eventId}/my-response`, {
    ...init,
    headers: { "X-Response-Key": key, ...(init.headers as Record<string, string>) },
  });

export interface PublicView {
  title: string;
  responses: {
    id: string;
    name: string;
    status: string;
    message: string | null;
    guests: number;
    offer_expires_at: string | null;
    offer_lapsed_at: string | null;
    created_at: string;
  }[];
  attending_count: number;
  attending_seats: number;
  offered_count: number;
  offered_seats: number;
  promotion: "instant" | "offer";
  offer_hours: number;
  max_guests: number;
  waiting_count: number;
  waiting_seats: number;
  total_responses: number;
  is_closed: boolean;
  announcement: { message: string; sent_at: string; edited_at: string | null } | null;
  revision: number;
  max_participants: number | null;
}

export async function publicView(eventId: string): Promise<PublicView> {
  const res = await api(`/events/${eventId}/public`);
  if (res.status !== 200) throw new Error(`public: ${res.status} ${await res.text()}`);
  return (await res.json()) as PublicView;
}

export interface SubmitReply {
  message: string;
  response: {
    id: string;
    name: string;
    status: string;
    guests: number;
    offer_expires_at: string | null;
  };
  waiting_position: number | null;
  promoted: string[];
  offered: string[];
  revision: number;
}

/** The room's id for an event, for runInDurableObject and friends. */
export const roomStub = (env: Cloudflare.Env, eventId: string) =>
  env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId));

/**
 * Waits until every flush of the D1 mirror the room has started (the `waitUntil` work after each
 * change, worker/event-room/core/room-core.ts `mutate`) has finished, whether it wrote D1 or failed: the
 * point after which nothing more reaches D1 until the next change or the alarm. Throws if the
 * room has no such work to watch or it is still running after `timeoutMs`.
 */
export async function mirrorFlushesSettled(env: Cloudflare.Env, eventId: string, timeoutMs = 5000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the room of ${eventId} was still flushing after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const settled = runInDurableObject(roomStub(env, eventId), async (instance) => {
    // The room keeps its D1 mirror in a private field; a rename must fail here, not let every
    // caller through at once.
    const { mirror } = instance as unknown as { mirror?: D1Mirror };
    if (!(mirror instanceof D1Mirror)) throw new Error("EventRoom no longer has its `mirror`");
    await mirror.settled();
  });
  try {
    await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Reads until `done` holds for what was read, or `timeoutMs` has passed, and returns the last
 * read: for what happens after the answer (the room's alarm, a push on its way).
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs; // Not Date: the test clock (./clock.ts) moves it.
  let value = await read();
  while (!done(value) && performance.now() < deadline) {
    await scheduler.wait(50);
    value = await read();
  }
  return value;
}

/** The tables a room's storage holds (workerd's own and SQLite's left out). */
export const roomTables = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), (_instance, state) =>
    state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'",
      )
      .toArray()
      .map((row) => row.name),
  );
