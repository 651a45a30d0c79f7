/** The organiser every benchmark needs: signed up, signed in, creating its events. */

async function ok<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export type BenchOrganiser = {
  id: string;
  email: string;
  password: string;
  /** The headers of the organiser's own API calls. */
  auth: Record<string, string>;
  createEvent(event: Record<string, unknown>): Promise<string>;
};

/** A new organiser on the server at `origin`, signed in. */
export async function benchOrganiser(origin: string): Promise<BenchOrganiser> {
  const api = `${origin}/api/v1`;
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = "bench-password";
  await ok(
    await fetch(`${api}/users/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, full_name: "벤치 주최자" }),
    }),
  );
  const { access_token } = await ok<{ access_token: string }>(
    await fetch(`${api}/login/access-token`, {
      method: "POST",
      body: new URLSearchParams({ username: email, password }),
    }),
  );
  const auth = { authorization: `Bearer ${access_token}`, "content-type": "application/json" };
  const { id } = await ok<{ id: string }>(await fetch(`${api}/users/me`, { headers: auth }));
  return {
    id,
    email,
    password,
    auth,
    /** Creates an event (title, date and the rest as the API takes them); returns its id. */
    async createEvent(event) {
      const created = await ok<{ id: string }>(
        await fetch(`${api}/events/`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify(event),
        }),
      );
      return created.id;
    },
  };
}
