/**
 * npm run bench:reads — public snapshot reads against a plain Hono route, same workerd, one
 * run. Prints both rates and their ratio (target >= 0.5).
 */
import { fireRequests, percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const READS = 4000;
const CONNECTIONS = 64;
const RESPONSES = 200;

const server = await startBenchServer(8796);
try {
  const organiser = await benchOrganiser(server.origin);
  const event = {
    id: await organiser.createEvent({
      title: "읽기 벤치마크",
      event_date: new Date(Date.now() + 86_400_000).toISOString(),
      max_participants: 150,
    }),
  };
  const seeded = await fireRequests(server.origin, RESPONSES, 16, (i) => ({
    method: "POST",
    path: `/api/v1/events/${event.id}/submit`,
    body: { name: `참가자 ${i}`, password: "pass1234", status: "attending", message: "갈게요!" },
  }));
  if (seeded.statuses.some((status) => status !== 201)) throw new Error("seeding failed");

  const publicPath = `/api/v1/events/${event.id}/public`;
  const run = (path: string) =>
    fireRequests(server.origin, READS, CONNECTIONS, () => ({ method: "GET", path }));
  await run(publicPath); // warm-up
  await run("/__bench/hello");
  const hello = await run("/__bench/hello");
  const reads = await run(publicPath);
  const conditional = await fireRequests(server.origin, READS, CONNECTIONS, () => ({
    method: "GET",
    path: publicPath,
    headers: { "if-none-match": String(reads.headers?.etag ?? "") },
  }));

  const rate = (drainMs: number) => READS / (drainMs / 1000);
  const bytes = Buffer.byteLength(JSON.stringify(reads.bodies[0]));
  const figures = {
    date: new Date().toISOString(),
    reads: READS,
    connections: CONNECTIONS,
    responses_in_event: RESPONSES,
    snapshot_bytes: bytes,
    non_2xx_public: reads.statuses.filter((s) => s !== 200).length,
    hello_rps: round(rate(hello.drainMs), 0),
    public_rps: round(rate(reads.drainMs), 0),
    public_over_hello: round(rate(reads.drainMs) / rate(hello.drainMs), 2),
    public_p50_ms: round(percentile(reads.latenciesMs, 50)),
    public_p99_ms: round(percentile(reads.latenciesMs, 99)),
    conditional_304s: conditional.statuses.filter((s) => s === 304).length,
    conditional_rps: round(rate(conditional.drainMs), 0),
  };
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(22)} ${value}`);
  console.log(`target >= 0.5           ${figures.public_over_hello >= 0.5 ? "met" : "NOT met"}`);
} finally {
  server.stop();
}
