/**
 * npm run bench:spike — a rush on one event, side by side with the hashing floor; then the same
 * rush with mixed groups (people bringing 0-3 guests, issue 19).
 * Prints figures; asserts nothing about time (the machine is shared and noisy).
 */
import { fireRequests, percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const SUBMISSIONS = 1024;
const CONNECTIONS = 256;
const CAPACITY = 100;
/** The mixed-group rush: people bring 0 to this many guests, in turn. */
const MAX_GUESTS = 3;

interface SubmitReply {
  response: { id: string; status: string; guests: number };
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
  const createEvent = async (maxGuests = 0) => ({
    id: await organiser.createEvent({
      title: "Spike",
      event_date: new Date(Date.now() + 86_400_000).toISOString(),
      max_participants: CAPACITY,
      max_guests: maxGuests,
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

  /**
   * One rush into a fresh event: `guestsOf(i)` guests for the i-th person (0 for the plain
   * rush, 0-3 for the mixed-group one). The room's serial order (revision) is replayed with the
   * seat rule of decision 0021: a party attends only while nobody waits and its seats are free,
   * else it waits whole, in order; every reply and the stored list must agree with that replay.
   */
  const rush = async (label: string, namePrefix: string, guestsOf: (i: number) => number) => {
    const event = await createEvent(guestsOf === noGuests ? 0 : MAX_GUESTS);
    const spike = await fireRequests<SubmitReply>(server.origin, SUBMISSIONS, CONNECTIONS, (i) => ({
      method: "POST",
      path: `/api/v1/events/${event.id}/submit`,
      body: {
        name: `${namePrefix} ${i}`,
        password: "pass1234",
        status: "attending",
        guests: guestsOf(i),
      },
      // Each person from an address of their own, as Cloudflare's edge would say: the room
      // then counts submissions per source as it does in production.
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
      responses: { id: string; status: string; guests: number }[];
      attending_count: number;
      attending_seats: number;
      waiting_count: number;
      total_responses: number;
    }>(await fetch(`${api}/events/${event.id}/public`));

    // The replay: in the room's serial order, who attends and each waiting place.
    const serial = [...ok].sort((a, b) => a.revision - b.revision);
    const stored = new Map(view.responses.map((r, index) => [r.id, { ...r, index }]));
    let seats = 0;
    let waiting = 0;
    let orderViolations = 0;
    const attendingOrder: string[] = [];
    const waitingOrder: string[] = [];
    for (const reply of serial) {
      const need = 1 + reply.response.guests;
      const attends = waiting === 0 && seats + need <= CAPACITY;
      if (attends) {
        seats += need;
        attendingOrder.push(reply.response.id);
      } else {
        waiting += 1;
        waitingOrder.push(reply.response.id);
      }
      const expected = attends ? "attending" : "waiting";
      const row = stored.get(reply.response.id);
      if (
        reply.response.status !== expected ||
        row?.status !== expected ||
        row.guests !== reply.response.guests ||
        (!attends && reply.waiting_position !== waiting)
      ) {
        orderViolations += 1;
      }
    }
    // The stored list: attending in sign-up order, then the queue in order.
    const expectedList = [...attendingOrder, ...waitingOrder];
    view.responses.forEach((row, index) => {
      if (expectedList[index] !== row.id) orderViolations += 1;
    });
    return { label, ok, nonOk, failureKinds, view, seats, orderViolations, spike };
  };

  const noGuests = () => 0;
  // Names of their own per rush: the mirror is counted through participant statistics, which
  // count a name once across events.
  const plain = await rush("plain", "참가자", noGuests);
  const mixed = await rush("mixed groups", "일행", (i) => i % (MAX_GUESTS + 1));

  // The D1 mirror converges moments later: count its rows through participant stats.
  let mirrored = 0;
  const mirrorStarted = performance.now();
  const accepted = plain.ok.length + mixed.ok.length;
  for (let i = 0; i < 100; i++) {
    const stats = await json<{ count: number }>(
      await fetch(`${api}/events/participants/stats?limit=1`, { headers: auth }),
    );
    // The warm-up event's 64 answers are in the mirror too.
    mirrored = stats.count - 64;
    if (mirrored >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mirrorMs = performance.now() - mirrorStarted;

  console.log(`date                       ${new Date().toISOString()}`);
  console.log(`submissions per rush       ${SUBMISSIONS}`);
  console.log(`connections                ${CONNECTIONS}`);
  console.log(`capacity (seats)           ${CAPACITY}`);
  console.log(`floor_drain_ms             ${round(floor.drainMs, 0)}`);
  console.log(`floor_p50_ms               ${round(percentile(floor.latenciesMs, 50))}`);
  console.log(`floor_p99_ms               ${round(percentile(floor.latenciesMs, 99))}`);
  console.log(`rows_in_d1_mirror          ${mirrored} of ${accepted}`);
  console.log(`mirror_converged_after_ms  ${round(mirrorMs, 0)}`);
  let allHold = mirrored === accepted;
  for (const run of [plain, mixed]) {
    const figures = {
      non_2xx: run.nonOk,
      non_2xx_kinds: JSON.stringify(run.failureKinds),
      attending: run.view.attending_count,
      attending_seats: run.view.attending_seats,
      waiting: run.view.waiting_count,
      order_violations: run.orderViolations,
      rows_in_room: run.view.total_responses,
      replies_2xx: run.ok.length,
      drain_ms: round(run.spike.drainMs, 0),
      p50_ms: round(percentile(run.spike.latenciesMs, 50)),
      p99_ms: round(percentile(run.spike.latenciesMs, 99)),
      drain_over_floor: round(run.spike.drainMs / floor.drainMs, 2),
    };
    console.log(`-- ${run.label}`);
    for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(26)} ${value}`);
    // Every accepted reply is stored once, in the replayed order; seats never exceed capacity,
    // and the room's seat count is the replay's.
    const holds =
      run.orderViolations === 0 &&
      run.view.attending_seats <= CAPACITY &&
      run.view.attending_seats === run.seats &&
      run.view.total_responses === run.ok.length;
    allHold &&= holds;
    console.log(`invariants_hold            ${holds}`);
    console.log(`target 0 non-2xx           ${run.nonOk === 0 ? "met" : "NOT met"}`);
    console.log(
      `target drain/floor <= 1.3  ${figures.drain_over_floor <= 1.3 ? "met" : "NOT met"}`,
    );
  }
  console.log(`all_invariants_hold        ${allHold}`);
} finally {
  server.stop();
}
