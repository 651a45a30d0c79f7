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
