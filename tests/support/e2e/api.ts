import type { APIRequestContext, Page } from "@playwright/test";

import type { EventInput as SharedEventInput } from "../events";
import { resetTokenIn } from "../mail-links";
import { mailAbout } from "./mail";

export { SUPERUSER } from "../superuser";

export type Organiser = { email: string; password: string; full_name: string; token: string };

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/v1/login/access-token", {
    form: { username: email, password },
  });
  return (await ok<{ access_token: string }>(res)).access_token;
}

/** Signs up a fresh organiser through the API (unique email per call) and logs them in. */
export async function newOrganiser(
  request: APIRequestContext,
  full_name = "테스트 주최자",
): Promise<Organiser> {
  const email = `e2e-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const password = "password123";
  await ok(await request.post("/api/v1/users/signup", { data: { email, password, full_name } }));
  return { email, password, full_name, token: await tokenFor(request, email, password) };
}

/**
 * A fresh organiser whose address is proven by a mailed link, as an owner can add by address
 * at once: signed up, then a completed password reset (to the same password) from the outbox.
 */
export async function provenOrganiser(
  request: APIRequestContext,
  full_name?: string,
): Promise<Organiser> {
  const organiser = await newOrganiser(request, full_name);
  await ok(await request.post(`/api/v1/password-recovery/${organiser.email}`));
  const token = resetTokenIn(await mailAbout(request, organiser.email, "비밀번호 재설정"));
  await ok(
    await request.post("/api/v1/reset-password/", {
      data: { token, new_password: organiser.password },
    }),
  );
  return { ...organiser, token: await tokenFor(request, organiser.email, organiser.password) };
}

/** An event as the API takes it: a title and a date, and any of its other settings. */
export type EventInput = SharedEventInput & { title: string; event_date: string };

export async function createEvent(
  request: APIRequestContext,
  organiser: Organiser,
  event: EventInput,
): Promise<{ id: string } & EventInput> {
  const res = await request.post("/api/v1/events/", {
    data: event,
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  return ok(res);
}

export async function submitResponse(
  request: APIRequestContext,
  eventId: string,
  body: {
    name: string;
    password: string;
    status: string;
    message?: string | null;
    guests?: number;
    /** Where to be told of a freed seat; verified by its first mail (support/e2e/mail.ts). */
    notify_email?: string | null;
    /** Answers to the event's questions, by question id. */
    answers?: Record<string, string | boolean>;
  },
) {
  return ok<{ message: string; response: { id: string; status: string } }>(
    await request.post(`/api/v1/events/${eventId}/submit`, { data: body }),
  );
}

/** The check-in pass of the response a personal link's key opens, as the invite page asks for it. */
export async function checkInPassOf(request: APIRequestContext, eventId: string, key: string) {
  const res = await request.get(`/api/v1/events/${eventId}/my-check-in-pass`, {
    headers: { "X-Response-Key": key },
  });
  return (await ok<{ pass: string }>(res)).pass;
}

/** A date `days` from now, as the API takes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * A new organiser's event of one seat that is offered to the next in line for 72 offer hours
 * (six minutes in these runs) when it frees, taken by '앞사람' (password 1234).
 */
export async function oneSeatOffered(request: APIRequestContext, title: string) {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title,
    event_date: daysFromNow(5),
    max_participants: 1,
    promotion: "offer",
    offer_hours: 72,
  });
  await submitResponse(request, event.id, {
    name: "앞사람",
    password: "1234",
    status: "attending",
  });
  return { organiser, event };
}

/** Starts the page signed in as `organiser`, the way the login page leaves it. */
export async function signInAs(page: Page, organiser: { token: string }) {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem("e2e-signed-in")) {
      localStorage.setItem("access_token", token);
      sessionStorage.setItem("e2e-signed-in", "1");
    }
  }, organiser.token);
}

/**
 * An event with three people attending whose organiser then lowered the maximum to 1: what
 * '정원 초과' is about (DESIGN keeps everyone who was attending).
 */
export async function overCapacityEvent(
  request: APIRequestContext,
  organiser: Organiser,
  title: string,
  names: [string, string, string],
) {
  const event = await createEvent(request, organiser, {
    title,
    event_date: daysFromNow(4),
    max_participants: 3,
  });
  for (const name of names) {
    await submitResponse(request, event.id, { name, password: "1234", status: "attending" });
  }
  await ok(
    await request.put(`/api/v1/events/${event.id}`, {
      data: { max_participants: 1 },
      headers: { Authorization: `Bearer ${organiser.token}` },
    }),
  );
  return event;
}
