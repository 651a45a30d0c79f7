/**
 * npm run bench:spike — a rush on one event, side by side with the hashing floor.
 * Prints figures; asserts nothing about time (the machine is shared and noisy).
 */
import { fireRequests, percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const SUBMISSIONS = 1024;
const CONNECTIONS = 256;
const CAPACITY = 100;

interface SubmitReply {
  response: { id: string; status: string };
  waiting_position: number | null;
  revision: number;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const server = await startBenchServer();
try {
  const api = `${server.origin}/api/v1`;
  const organiser = await benchOrganiser(server.origin);
  const auth = organiser.auth;
  const createEvent = async () => ({
    id: await organiser.createEvent({
      title: "Spike",
      event_date: new Date(Date.now() + 86_400_000).toISOString(),
      max_participants: CAPACITY,
    }),
  });

  // Warm both paths so neither pays for first compilation.
  const warm = await createEvent();
  await fireRequests(server.origin, 64, 32, (i) => ({
    method: "POST",
    path: `/api/v1/events/${warm.id}/submit`,
    body: { name: `warm${i}`, password: "pass1234", status: "attending" },
  }));
  await fireRequests(server.origin, 64, 32, () => ({
    method: "POST",
    path: "/__bench/pbkdf2",
    body: { password: "pass1234" },
  }));

  const floor = await fireRequests(server.origin, SUBMISSIONS, CONNECTIONS, () => ({
    method: "POST",
    path: "/__bench/pbkdf2",
    body: { password: "pass1234" },
  }));

  const event = await createEvent();
  const spike = await fireRequests<SubmitReply>(server.origin, SUBMISSIONS, CONNECTIONS, (i) => ({
    method: "POST",
    path: `/api/v1/events/${event.id}/submit`,
    body: { name: `참가자 ${i}`, password: "pass1234", status: "attending" },
    // Each person from an address of their own, as Cloudflare's edge would say: the room then
    // counts submissions per source as it does in production.
    headers: { "cf-connecting-ip": `198.18.${i >> 8}.${i & 255}` },
  }));

  // Non-2xx split by where they came from: the app answers JSON with a detail; anything else
  // is the local dev server's own hop between Node and workerd failing.
  const failureKinds: Record<string, number> = {};
  spike.statuses.forEach((status, i) => {
    if (status >= 200 && status < 300) return;
    const body = spike.bodies[i] as unknown;
    const kind =
      typeof body === "object" && body !== null && "detail" in body
        ? `${status} ${JSON.stringify((body as { detail: unknown }).detail)}`
        : `${status} transport (${String(body).includes("fetch failed") ? "dev server: fetch failed" : "other"})`;
    failureKinds[kind] = (failureKinds[kind] ?? 0) + 1;
  });
  const ok = spike.bodies.filter((_, i) => spike.statuses[i] >= 200 && spike.statuses[i] < 300);
  const nonOk = spike.statuses.filter((status) => status < 200 || status >= 300).length;
  const view = await json<{
    responses: { id: string; status: string }[];
    attending_count: number;
    waiting_count: number;
    total_responses: number;
  }>(await fetch(`${api}/events/${event.id}/public`));

  // FIFO: in the room's serial order (revision), the first CAPACITY attend and the rest wait
  // in that order; the stored order is the same serial order; each reply agrees with storage.
  const serial = [...ok].sort((a, b) => a.revision - b.revision);
  const stored = new Map(view.responses.map((r, index) => [r.id, { ...r, index }]));
  let fifoViolations = 0;
  serial.forEach((reply, rank) => {
    const expected = rank < CAPACITY ? "attending" : "waiting";
    const row = stored.get(reply.response.id);
    if (reply.response.status !== expected || row?.status !== expected || row.index !== rank) {
      fifoViolations += 1;
    } else if (expected === "waiting" && reply.waiting_position !== rank - CAPACITY + 1) {
      fifoViolations += 1;
    }
  });

  // The D1 mirror converges moments later: count its rows through participant stats.
  let mirrored = 0;
  const mirrorStarted = performance.now();
  for (let i = 0; i < 100; i++) {
    const stats = await json<{ count: number }>(
      await fetch(`${api}/events/participants/stats?limit=1`, { headers: auth }),
    );
    // The warm-up event's 64 answers are in the mirror too.
    mirrored = stats.count - 64;
    if (mirrored >= ok.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mirrorMs = performance.now() - mirrorStarted;

  const figures = {
    date: new Date().toISOString(),
    submissions: SUBMISSIONS,
    connections: CONNECTIONS,
    capacity: CAPACITY,
    non_2xx: nonOk,
    non_2xx_kinds: JSON.stringify(failureKinds),
    attending: view.attending_count,
    waiting: view.waiting_count,
    fifo_violations: fifoViolations,
    rows_in_room: view.total_responses,
    rows_in_d1_mirror: mirrored,
    replies_2xx: ok.length,
    mirror_converged_after_ms: round(mirrorMs, 0),
    drain_ms: round(spike.drainMs, 0),
    p50_ms: round(percentile(spike.latenciesMs, 50)),
    p99_ms: round(percentile(spike.latenciesMs, 99)),
    floor_drain_ms: round(floor.drainMs, 0),
    floor_p50_ms: round(percentile(floor.latenciesMs, 50)),
    floor_p99_ms: round(percentile(floor.latenciesMs, 99)),
    drain_over_floor: round(spike.drainMs / floor.drainMs, 2),
  };
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(26)} ${value}`);
  // Every accepted reply is stored once, in FIFO order, and mirrored; nothing else is stored.
  const holds =
    fifoViolations === 0 &&
    view.attending_count === CAPACITY &&
    view.total_responses === ok.length &&
    mirrored === ok.length;
  console.log(`invariants_hold            ${holds}`);
  console.log(`target 0 non-2xx           ${nonOk === 0 ? "met" : "NOT met"}`);
  console.log(`target drain/floor <= 1.3  ${figures.drain_over_floor <= 1.3 ? "met" : "NOT met"}`);
} finally {
  server.stop();
}
