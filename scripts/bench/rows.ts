/**
 * npm run bench:rows — D1's rows read (`meta.rows_read`, what D1 bills) by one call of each
 * route, for an organiser with a few events: first alone in the service, then with 10,000
 * events of 100 other organisers around them (each with a response, a host and a log line).
 * A route whose figure grows with the others reads rows that are not the caller's.
 * Counts the Worker's own statements (scripts/bench/rows-read-counter.ts); a room's reads of
 * D1 happen in the room, on its own.
 */
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const OTHER_ORGANISERS = 100;
const OTHER_EVENTS = 10_000;
const PORT = Number(process.env.PORT ?? 8806);

const server = await startBenchServer(PORT);
const api = `${server.origin}/api/v1`;

type Call = { method: string; path: string; body?: unknown; form?: URLSearchParams };
type Route = { name: string; token: () => string; call: (n: number) => Call };

/** One call: the rows it read and its answer; fails unless it succeeded. */
async function rowsRead(token: string, { method, path, body, form }: Call) {
  const headers: Record<string, string> = { "x-bench-rows-read": "1" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${api}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return {
    rows: Number(res.headers.get("x-bench-rows-read")),
    body: text.startsWith("{") ? (JSON.parse(text) as unknown) : null,
  };
}

async function tokenOf(username: string, password: string) {
  const res = await fetch(`${api}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams({ username, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

try {
  const organiser = await benchOrganiser(server.origin);
  const host = await benchOrganiser(server.origin);
  const helper = await benchOrganiser(server.origin);
  const admin = await tokenOf("admin@example.com", "changethis");
  const day = 86_400_000;
  const event = await organiser.createEvent({
    title: "행 수 벤치마크",
    event_date: new Date(Date.now() + 7 * day).toISOString(),
    max_participants: 50,
  });
  await organiser.createEvent({
    title: "지난 모임",
    event_date: new Date(Date.now() - 7 * day).toISOString(),
    deadline_date: null,
  });
  const owner = () => organiser.auth.authorization.slice("Bearer ".length);
  const hostToken = () => host.auth.authorization.slice("Bearer ".length);
  const nobody = () => "";
  await rowsRead(owner(), {
    method: "POST",
    path: `/events/${event}/hosts`,
    body: { email: host.email, role: "manager" },
  });

  const answer = (n: number) => ({ name: `참가자 ${n}`, password: "pass1234" });
  // What a round's calls made, for its later calls to use and then remove: each round leaves
  // the organiser's rows as it found them (but a tombstone and a log line), so two rounds read
  // alike unless the others' rows count.
  const made: { event?: string; response?: string } = {};
  const routes: Route[] = [
    {
      name: "POST /login/access-token",
      token: nobody,
      call: () => ({
        method: "POST",
        path: "/login/access-token",
        form: new URLSearchParams({ username: organiser.email, password: organiser.password }),
      }),
    },
    { name: "GET /users/me", token: owner, call: () => ({ method: "GET", path: "/users/me" }) },
    {
      name: "GET /events/ (owner)",
      token: owner,
      call: () => ({ method: "GET", path: "/events/?skip=0&limit=100" }),
    },
    {
      name: "GET /events/ (host)",
      token: hostToken,
      call: () => ({ method: "GET", path: "/events/?skip=0&limit=100" }),
    },
    {
      name: "POST /events/",
      token: owner,
      call: (n) => ({
        method: "POST",
        path: "/events/",
        body: { title: `새 모임 ${n}`, event_date: new Date(Date.now() + day).toISOString() },
      }),
    },
    {
      name: "GET /events/{id}",
      token: owner,
      call: () => ({ method: "GET", path: `/events/${event}` }),
    },
    {
      name: "PUT /events/{id}",
      token: owner,
      call: (n) => ({ method: "PUT", path: `/events/${event}`, body: { title: `모임 ${n}` } }),
    },
    {
      name: "GET /events/{id}/responses",
      token: owner,
      call: () => ({ method: "GET", path: `/events/${event}/responses` }),
    },
    {
      name: "GET /events/{id}/stats",
      token: owner,
      call: () => ({ method: "GET", path: `/events/${event}/stats` }),
    },
    {
      name: "GET /events/participants/stats",
      token: owner,
      call: () => ({ method: "GET", path: "/events/participants/stats" }),
    },
    {
      name: "GET /events/{id}/hosts",
      token: owner,
      call: () => ({ method: "GET", path: `/events/${event}/hosts` }),
    },
    {
      name: "GET /events/{id}/log",
      token: owner,
      call: () => ({ method: "GET", path: `/events/${event}/log` }),
    },
    {
      name: "GET /events/{id}/public",
      token: nobody,
      call: () => ({ method: "GET", path: `/events/${event}/public` }),
    },
    {
      name: "POST /events/{id}/submit",
      token: nobody,
      call: (n) => ({
        method: "POST",
        path: `/events/${event}/submit`,
        body: { ...answer(n), status: "attending" },
      }),
    },
    {
      name: "PUT /events/{id}/modify",
      token: nobody,
      call: (n) => ({
        method: "PUT",
        path: `/events/${event}/modify?name=${encodeURIComponent(answer(n).name)}`,
        body: { password: "pass1234", message: "바뀐 말" },
      }),
    },
    {
      name: "POST /events/{id}/responses/{id}/check-in",
      token: owner,
      call: () => ({
        method: "POST",
        path: `/events/${event}/responses/${made.response}/check-in`,
      }),
    },
    {
      name: "DELETE /events/{id}/delete",
      token: nobody,
      call: (n) => {
        const { name, password } = answer(n);
        const query = new URLSearchParams({ name, password });
        return { method: "DELETE", path: `/events/${event}/delete?${query}` };
      },
    },
    {
      name: "POST /events/{id}/hosts",
      token: owner,
      call: () => ({
        method: "POST",
        path: `/events/${made.event}/hosts`,
        body: { email: helper.email, role: "checkin" },
      }),
    },
    {
      name: "DELETE /events/{id}",
      token: owner,
      call: () => ({ method: "DELETE", path: `/events/${made.event}` }),
    },
    {
      name: "GET /users/ (superuser)",
      token: () => admin,
      call: () => ({ method: "GET", path: "/users/?skip=0&limit=100" }),
    },
  ];

  /** One round: each route once, in order; call n answers as response n. */
  async function measure(n: number) {
    const figures = new Map<string, number>();
    for (const route of routes) {
      const call = route.call(n);
      const res = await rowsRead(route.token(), call);
      figures.set(route.name, res.rows);
      if (route.name === "POST /events/") made.event = (res.body as { id: string }).id;
      if (route.name === "POST /events/{id}/submit") {
        made.response = (res.body as { response: { id: string } }).response.id;
      }
    }
    return figures;
  }

  await measure(0); // warm-up: first reads of a room, an isolate's first checks
  const alone = await measure(1);
  const seeded = await fetch(
    `${server.origin}/__bench/others?organisers=${OTHER_ORGANISERS}&events=${OTHER_EVENTS}`,
    { method: "POST" },
  );
  if (!seeded.ok) throw new Error(`seeding: ${seeded.status} ${await seeded.text()}`);
  const among = await measure(2);

  console.log(`date ${new Date().toISOString()}`);
  console.log(
    `| route | rows read, alone | with ${OTHER_EVENTS.toLocaleString("en")} others' events |`,
  );
  console.log("|---|---:|---:|");
  for (const { name } of routes)
    console.log(`| ${name} | ${alone.get(name)} | ${among.get(name)} |`);
} finally {
  server.stop();
}
