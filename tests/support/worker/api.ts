import { exports } from "cloudflare:workers";

export const API = "http://localhost/api/v1";
export const SUPERUSER = { email: "admin@example.com", password: "changethis" };

/** A call through the Worker's real fetch handler, as a client would make it. */
export function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${API}${path}`, { ...init, headers, body }));
}

export async function login(username: string, password: string) {
  return api("/login/access-token", {
    method: "POST",
    body: new URLSearchParams({ username, password }),
  });
}

export async function tokenFor(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const superuserToken = () => tokenFor(SUPERUSER.email, SUPERUSER.password);

let counter = 0;
/** Signs up a fresh organiser and returns their id, email, password and token. */
export async function newUser(overrides: { full_name?: string } = {}) {
  counter += 1;
  const email = `user${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "password123";
  const res = await api("/users/signup", {
    method: "POST",
    json: { email, password, full_name: overrides.full_name ?? `User ${counter}` },
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, email, password, token: await tokenFor(email, password) };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
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

/** The reset token from a recovery mail's link. */
export function resetTokenIn(mail: OutboxMail): string {
  const match = /\/reset-password\?token=([^\s"<&]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Asks for a recovery mail and returns the reset token it carries. */
export async function requestResetToken(email: string): Promise<string> {
  const res = await api(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST" });
  if (res.status !== 200) throw new Error(`recovery failed: ${res.status} ${await res.text()}`);
  const [latest] = await mailsTo(email);
  if (!latest) throw new Error(`no recovery mail for ${email}`);
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
