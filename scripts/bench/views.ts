/**
 * npm run bench:views — 1,000 views of one invite page (200 responses) from 100 connections,
 * with the event's view read from the copy near the reader (worker/pages/view-copies.ts) and,
 * in the same run, from the room on every view as before that copy. Prints the room's calls per
 * arm, the views per second, and the time to first byte under the rush and one view at a time,
 * with the room on this machine and made to answer from further away. Both arms go through the
 * same page code (the bench Worker's /__bench/page route).
 */
import { fireRequests, type LoadResult, percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const VIEWS = 1000;
const CONNECTIONS = 100;
const RESPONSES = 200;
/** Views one at a time per arm, interleaved: the first byte without the rush's queueing. */
const ONE_BY_ONE = 200;
/**
 * How far the room answers from, added before each public view it gives: 0 (this machine), and
 * a wait standing for a room in another region. The distance is the benchmark's parameter, not
 * a measured route: the figures show what a room that far costs each view, with and without the copy.
 */
const DISTANCES_MS = [0, 150];

const server = await startBenchServer(8795);
try {
  const organiser = await benchOrganiser(server.origin);
  const eventId = await organiser.createEvent({
    title: "조회 벤치마크",
    event_date: new Date(Date.now() + 86_400_000).toISOString(),
    max_participants: 150,
  });
  const seeded = await fireRequests(server.origin, RESPONSES, 16, (i) => ({
    method: "POST",
    path: `/api/v1/events/${eventId}/submit`,
    body: { name: `참가자 ${i}`, password: "pass1234", status: "attending", message: "갈게요!" },
  }));
  if (seeded.statuses.some((status) => status !== 201)) throw new Error("seeding failed");

  const arms = { room: "?fresh=1", copy: "" } as const;
  type Arm = keyof typeof arms;
  const path = (arm: Arm) => `/__bench/page/${eventId}${arms[arm]}`;
  const bench = (route: string, init?: RequestInit) =>
    fetch(`${server.origin}/__bench/room/${route}`, init);
  const roomReads = async () =>
    ((await (await bench(`snapshot-reads?id=${eventId}`)).json()) as { reads: number }).reads;
  const view = { method: "GET", path: "", headers: { "accept-language": "ko" } };
  const rush = async (arm: Arm) => {
    const before = await roomReads();
    const result = await fireRequests(server.origin, VIEWS, CONNECTIONS, () => ({
      ...view,
      path: path(arm),
    }));
    return { result, reads: (await roomReads()) - before };
  };
  const oneByOne = async () => {
    const firstBytes: Record<Arm, number[]> = { room: [], copy: [] };
    for (let i = 0; i < ONE_BY_ONE; i++) {
      for (const arm of ["room", "copy"] as const) {
        const single = await fireRequests(server.origin, 1, 1, () => ({
          ...view,
          path: path(arm),
        }));
        firstBytes[arm].push(single.firstByteMs[0] ?? Number.NaN);
      }
    }
    return firstBytes;
  };

  // Warm-up: both arms render the page once (the same revision's markup serves both after).
  await rush("room");
  await rush("copy");

  const ok = (result: LoadResult<unknown>) => result.statuses.every((status) => status === 200);
  const perSecond = (count: number, ms: number) => round(count / (ms / 1000), 1);
  const figures: Record<string, string | number> = {
    date: new Date().toISOString(),
    views_per_arm: VIEWS,
    connections: CONNECTIONS,
    responses_in_event: RESPONSES,
  };
  let allOk = true;
  for (const distance of DISTANCES_MS) {
    await bench(`distance?id=${eventId}&ms=${distance}`, { method: "POST" });
    const rushes = { room: await rush("room"), copy: await rush("copy") };
    const single = await oneByOne();
    const at = `room +${distance} ms`;
    figures.page_bytes = Buffer.byteLength(String(rushes.copy.result.bodies[0]));
    for (const arm of ["room", "copy"] as const) {
      const { result, reads } = rushes[arm];
      allOk &&= ok(result);
      figures[`${at}, ${arm}: room calls`] = reads;
      figures[`${at}, ${arm}: room calls per second`] = perSecond(reads, result.drainMs);
      figures[`${at}, ${arm}: views per second`] = perSecond(VIEWS, result.drainMs);
      figures[`${at}, ${arm}: rush first byte p50 ms`] = round(percentile(result.firstByteMs, 50));
      figures[`${at}, ${arm}: rush first byte p99 ms`] = round(percentile(result.firstByteMs, 99));
      figures[`${at}, ${arm}: one view first byte p50 ms`] = round(percentile(single[arm], 50));
    }
    const ratio = (key: string) =>
      round(Number(figures[`${at}, copy: ${key}`]) / Number(figures[`${at}, room: ${key}`]), 2);
    for (const key of [
      "views per second",
      "rush first byte p50 ms",
      "one view first byte p50 ms",
    ]) {
      figures[`${at}, copy/room: ${key.replace(/ ms$/, "")}`] = ratio(key);
    }
  }
  figures.all_200 = String(allOk);
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(52)} ${value}`);
  const goal = DISTANCES_MS.every(
    (distance) => Number(figures[`room +${distance} ms, copy: room calls per second`]) <= 1,
  );
  console.log(`${"goal: <= 1 room call per second".padEnd(52)} ${goal ? "met" : "NOT met"}`);
} finally {
  server.stop();
}
