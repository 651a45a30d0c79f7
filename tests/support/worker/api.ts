import { exports } from "cloudflare:workers";
import { resetTokenIn } from "../mail-links";
import { SUPERUSER } from "../superuser";

export { resetTokenIn, SUPERUSER };

export const API = "http://localhost/api/v1";

let addresses = 0;
/** A client address of its own (from 198.18.0.0/15, the range set aside for tests). */
export const newAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 256}.${(addresses % 250) + 1}`;
};

/**
 * A call through the Worker's real fetch handler, as a client would make it, from `source`
 * (sent as Cloudflare's CF-Connecting-IP). Without one, every call comes from an address of its
 * own: tests speak for many people unless they are about what one address may do.
 */
export function api(
  path: string,
  init: RequestInit & { token?: string; json?: unknown; source?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP"))
    headers.set("CF-Connecting-IP", init.source ?? newAddress());
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${API}${path}`, { ...init, headers, body }));
}

export async function login(username: string, password: string, source?: string) {
  return api("/login/access-token", {
    method: "POST",
    source,
    body: new URLSearchParams({ username, password }),
  });
}

export async function tokenFor(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const superuserToken = () => tokenFor(SUPERUSER.email, SUPERUSER.password);

/** An email address no other test uses, readable in failures by its `label`. */
export const uniqueEmail = (label: string) =>
  `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Asks who a token belongs to (POST /login/test-token): 200 with the user, or refused. */
export const testToken = (token?: string) => api("/login/test-token", { method: "POST", token });

let counter = 0;
/** Signs up a fresh organiser and returns their id, email, password and token. */
export async function newUser(overrides: { full_name?: string } = {}) {
  counter += 1;
  const email = uniqueEmail(`user${counter}`);
  const password = "password123";
  const res = await api("/users/signup", {
    method: "POST",
    json: { email, password, full_name: overrides.full_name ?? `User ${counter}` },
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, email, password, token: await tokenFor(email, password) };
}

/**
 * A fresh organiser whose address is proven by a mailed link, as an owner can add by address
 * (a completed password reset, to the same password): id, email, password and a token.
 */
export async function provenUser(overrides: { full_name?: string } = {}) {
  const user = await newUser(overrides);
  await resetPassword(await requestResetToken(user.email), user.password);
  return { ...user, token: await tokenFor(user.email, user.password) };
}

/** POST /reset-password/ with a recovery mail's token, failing unless it is taken. */
export async function resetPassword(token: string, password: string) {
  const res = await api("/reset-password/", {
    method: "POST",
    json: { token, new_password: password },
  });
  if (res.status !== 200) throw new Error(`reset failed: ${res.status} ${await res.text()}`);
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Headers beyond To/From/Subject, e.g. RFC 8058's List-Unsubscribe pair. */
  headers: Record<string, string>;
}

/** The mails the Worker has "sent" in local mode, newest first. */
export async function outbox(): Promise<OutboxMail[]> {
  const res = await api("/utils/outbox?limit=1000");
  if (res.status !== 200) throw new Error(`outbox failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/** The mails addressed to one recipient, newest first. */
export async function mailsTo(email: string) {
  return (await outbox()).filter((mail) => mail.to === email.toLowerCase());
}

/**
 * The mails to one recipient once there are `count` of them: mail goes out after the answer
 * (waitUntil), so it may land a moment later. Throws if it has not within 5 s.
 */
export async function mailsArrived(email: string, count: number): Promise<OutboxMail[]> {
  // performance.now(): the test clock (./clock.ts) moves Date, not the wait.
  const before = performance.now();
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    if (performance.now() - before > 5000) {
      throw new Error(`${mails.length} of ${count} mails to ${email} after 5 s`);
    }
    await scheduler.wait(20);
  }
}

/** Asks for a recovery mail and returns the reset token it carries. */
export async function requestResetToken(email: string): Promise<string> {
  const res = await api(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST" });
  if (res.status !== 200) throw new Error(`recovery failed: ${res.status} ${await res.text()}`);
  const [latest] = await mailsArrived(email, 1);
  return resetTokenIn(latest);
}

/** Changes a user's own password and returns the fresh token the change answers with. */
export async function changePassword(token: string, current: string, next: string) {
  const res = await api("/users/me/password", {
    method: "PATCH",
    token,
    json: { current_password: current, new_password: next, confirm_password: next },
  });
  if (res.status !== 200) throw new Error(`password change failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
