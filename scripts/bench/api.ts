/**
 * npm run bench:api — what each call costs over the plain route, measured in one run.
 *
 * Every organiser call and the invitee's two calls are fired at a fixed count over kept-alive
 * connections, each between two runs of the plain route (`/__bench/hello`: a bare Hono route in
 * the same workerd, no middleware), and printed as a rate and as a ratio to the mean of the two
 * plain runs around it. Submitting also pays PBKDF2 by design, so it is printed against the
 * hashing floor (`/__bench/pbkdf2`) as well. Asserts nothing about time: the machine is shared.
 */
import { type BenchRequest, fireRequests, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const CONNECTIONS = 50;
const READS = 1500;
const WRITES = 400;
const SUBMITS = 300;
const EVENTS = 100;
const RESPONSES = 60;

/** The targets of issue 18: the share of the plain route's rate each call keeps. */
const TARGETS: Record<string, number> = {
  "users/me": 0.6,
  "events list (100)": 0.45,
  "create event": 0.3,
  "public snapshot": 0.7,
};

const server = await startBenchServer(8797);
try {
  const organiser = await benchOrganiser(server.origin);
  const auth = organiser.auth;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const event = (title: string) => ({ title, event_date: tomorrow, max_participants: 40 });

  // The organiser's list holds 100 events; one of them has answers (some waiting).
  for (let i = 0; i < EVENTS - 1; i++) await organiser.createEvent(event(`모임 ${i}`));
  const busy = await organiser.createEvent(event("응답이 있는 모임"));
  const seeded = await fireRequests(server.origin, RESPONSES, 8, (i) => ({
    method: "POST",
    path: `/api/v1/events/${busy}/submit`,
    body: { name: `참가자 ${i}`, password: "pass1234", status: "attending" },
    headers: { "cf-connecting-ip": `198.18.0.${i}` },
  }));
  if (seeded.statuses.some((status) => status !== 201)) throw new Error("seeding failed");

  let submitted = 0;
  const get = (path: string, headers = auth): BenchRequest => ({ method: "GET", path, headers });
  const calls: { name: string; count: number; request: (i: number) => BenchRequest }[] = [
    { name: "users/me", count: READS, request: () => get("/api/v1/users/me") },
    {
      name: "events list (100)",
      count: READS,
      request: () => get("/api/v1/events/?limit=100"),
    },
    {
      name: "create event",
      count: WRITES,
      request: (i) => ({
        method: "POST",
        path: "/api/v1/events/",
        headers: auth,
        body: event(`새 모임 ${i}`),
      }),
    },
    {
      name: "update event",
      count: WRITES,
      request: (i) => ({
        method: "PUT",
        path: `/api/v1/events/${busy}`,
        headers: auth,
        body: { title: `응답이 있는 모임 ${i % 2}` },
      }),
    },
    {
      name: "responses list",
      count: READS,
      request: () => get(`/api/v1/events/${busy}/responses?limit=100`),
    },
    { name: "event stats", count: READS, request: () => get(`/api/v1/events/${busy}/stats`) },
    {
      name: "participants stats",
      count: READS,
      request: () => get("/api/v1/events/participants/stats?limit=100"),
    },
    // What the local D1 alone costs for the two organiser reads (plain SQL, nothing else):
    // the part of their cost over the plain route that is not the app's.
    {
      name: "D1 alone: users/me's query",
      count: READS,
      request: () => get(`/__bench/d1/user?id=${organiser.id}`, {}),
    },
    {
      name: "D1 alone: events list's batch",
      count: READS,
      request: () => get(`/__bench/d1/events?owner=${organiser.id}`, {}),
    },
    {
      name: "public snapshot",
      count: READS,
      request: () => get(`/api/v1/events/${busy}/public`, {}),
    },
    {
      name: "room alone: snapshot",
      count: READS,
      request: () => get(`/__bench/room/snapshot?id=${busy}`, {}),
    },
    {
      name: "submit",
      count: SUBMITS,
      // A new name and address for every submission of every round (a repeated name is refused).
      request: () => {
        const n = submitted++;
        return {
          method: "POST",
          path: `/api/v1/events/${busy}/submit`,
          body: { name: `새 참가자 ${n}`, password: "pass1234", status: "attending" },
          headers: { "cf-connecting-ip": `198.19.${n >> 8}.${n & 255}` },
        };
      },
    },
  ];

  // CALLS="users/me,public snapshot" measures only those (a quicker A/B of one change).
  const only = process.env.CALLS?.split(",").map((name) => name.trim());
  const measured = only ? calls.filter((call) => only.includes(call.name)) : calls;

  const plain = (count: number) =>
    fireRequests(server.origin, count, CONNECTIONS, () => get("/__bench/hello", {}));
  const rate = (count: number, drainMs: number) => count / (drainMs / 1000);

  // Warm every path once so none pays for first compilation.
  await plain(200);
  for (const call of measured) {
    await fireRequests(server.origin, 20, 10, (i) => call.request(10_000 + i));
  }

  // Each call is measured ROUNDS times (3 unless told), the calls taking turns, and the median
  // ratio is printed: single runs here move by 0.1 with the machine's load.
  const rounds = Number(process.env.ROUNDS ?? 3);
  const ratios = new Map<string, { ratio: number; callRate: number; plainRate: number }[]>();
  let failed = 0;
  for (let pass = 0; pass < rounds; pass++) {
    for (const call of measured) {
      const before = await plain(READS);
      const run = await fireRequests(server.origin, call.count, CONNECTIONS, call.request);
      const after = await plain(READS);
      failed += run.statuses.filter((status) => status < 200 || status >= 300).length;
      const plainRate = (rate(READS, before.drainMs) + rate(READS, after.drainMs)) / 2;
      const callRate = rate(call.count, run.drainMs);
      const seen = ratios.get(call.name) ?? [];
      seen.push({ ratio: callRate / plainRate, callRate, plainRate });
      ratios.set(call.name, seen);
    }
  }

  const rows: string[] = [];
  let met = true;
  for (const call of measured) {
    const seen = (ratios.get(call.name) ?? []).sort((a, b) => a.ratio - b.ratio);
    const median = seen[Math.floor(seen.length / 2)];
    const target = TARGETS[call.name];
    let verdict = "";
    if (target !== undefined) {
      verdict = median.ratio >= target ? `target >= ${target} met` : `target >= ${target} NOT met`;
      met &&= median.ratio >= target;
    }
    const spread = seen.map((s) => round(s.ratio, 2)).join(", ");
    rows.push(
      `| ${call.name} | ${round(median.callRate, 0)} | ${round(median.plainRate, 0)} | ${round(median.ratio, 2)} | ${spread} | ${verdict} |`,
    );
  }

  const floor = await fireRequests(server.origin, SUBMITS, CONNECTIONS, () => ({
    method: "POST",
    path: "/__bench/pbkdf2",
    body: { password: "pass1234" },
  }));
  const submitAgain = await fireRequests(server.origin, SUBMITS, CONNECTIONS, (i) => ({
    method: "POST",
    path: `/api/v1/events/${busy}/submit`,
    body: { name: `또 다른 참가자 ${i}`, password: "pass1234", status: "attending" },
    headers: { "cf-connecting-ip": `198.20.${i >> 8}.${i & 255}` },
  }));

  console.log(`date ${new Date().toISOString()}, ${CONNECTIONS} connections`);
  console.log(`${rounds} rounds, ${failed} non-2xx answers in all`);
  console.log("| call | req/s | plain route req/s | median ratio | every round | target |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `submit over the hashing floor (PBKDF2 only): ${round(
      rate(SUBMITS, submitAgain.drainMs) / rate(SUBMITS, floor.drainMs),
      2,
    )}`,
  );
  console.log(`all targets ${met ? "met" : "NOT met"}`);
} finally {
  server.stop();
}
