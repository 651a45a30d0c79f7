/**
 * npm run bench:profile — where the CPU goes in the three calls made most often: the invite
 * page's snapshot (every invitee, every reload), the organiser's users/me (every page of the app)
 * and the events list (the dashboard).
 *
 * Serves the bench build with workerd's inspector open, records a V8 CPU profile of each call
 * under load through the DevTools protocol, maps every sample back to its source file through
 * the build's source map, and prints the share of the Worker's busy time in each file and in the
 * busiest functions. The same figures a DevTools "Bottom-up" view gives, in one run.
 */
import { existsSync, readFileSync } from "node:fs";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { devtools, inspectorTarget, type Profile, type ProfileNode } from "./devtools.ts";
import { fireRequests, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const INSPECTOR_PORT = 9339;
const REQUESTS = 1500;
const CONNECTIONS = 16;
const TOP = 12;

process.env.BENCH_INSPECTOR_PORT = String(INSPECTOR_PORT);
const server = await startBenchServer(8792);
try {
  const organiser = await benchOrganiser(server.origin);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  let eventId = "";
  for (let i = 0; i < 100; i++) {
    eventId = await organiser.createEvent({ title: `모임 ${i}`, event_date: tomorrow });
  }
  await fireRequests(server.origin, 40, 8, (i) => ({
    method: "POST",
    path: `/api/v1/events/${eventId}/submit`,
    body: { name: `참가자 ${i}`, password: "pass1234", status: "attending" },
    headers: { "cf-connecting-ip": `198.18.0.${i}` },
  }));

  const inspector = await devtools(await inspectorTarget(INSPECTOR_PORT));
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });

  /** The build's source maps, one per chunk (the API and the pages' renderer are chunks of their own). */
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const chunk = /(?:^|\/)((?:assets\/)?[^/]+\.js)$/.exec(url)?.[1];
    if (!chunk) return null;
    if (!maps.has(chunk)) {
      const file = `dist-bench/moim_rsvp_bench/${chunk}.map`;
      maps.set(chunk, existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : null);
    }
    return maps.get(chunk) ?? null;
  };
  /** Where a sampled frame comes from: our file, a package, or V8's own bookkeeping. */
  const sourceOf = (frame: ProfileNode["callFrame"]) => {
    if (!frame.url) return frame.functionName || "(native)";
    const map = mapOf(frame.url);
    if (!map) return frame.url.split("/").slice(-2).join("/");
    const original = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    const file = original.source ?? "(unmapped)";
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    return inPackage ? `package ${inPackage[1]}` : file.replace(/^.*?(worker|web)\//, "$1/");
  };

  const calls = [
    { name: "public snapshot", path: `/api/v1/events/${eventId}/public`, headers: {} },
    { name: "users/me", path: "/api/v1/users/me", headers: organiser.auth },
    { name: "events list (100)", path: "/api/v1/events/?limit=100", headers: organiser.auth },
  ];
  for (const call of calls) {
    const request = () => ({ method: "GET", path: call.path, headers: call.headers });
    await fireRequests(server.origin, 100, CONNECTIONS, request); // warm
    await inspector.send("Profiler.start");
    const run = await fireRequests(server.origin, REQUESTS, CONNECTIONS, request);
    const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
    if (run.statuses.some((status) => status !== 200)) throw new Error(`${call.name} failed`);

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) {
      for (const child of node.children ?? []) parents.set(child, node.id);
    }
    /** A built-in (a regex's exec, URL, JSON) is named with the file that called it. */
    const calledFrom = (id: number) => {
      for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
        const frame = nodes.get(at)?.callFrame;
        if (frame?.url) return `${frame.functionName || "(anonymous)"} in ${sourceOf(frame)}`;
      }
      return "?";
    };
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let busy = 0;
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      const micros = profile.timeDeltas[i] ?? 0;
      if (!frame || frame.functionName === "(idle)") return;
      busy += micros;
      const builtIn = !frame.url && !frame.functionName.startsWith("(");
      const file = builtIn ? `${sourceOf(frame)} ← ${calledFrom(id)}` : sourceOf(frame);
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
      const fn = `${frame.functionName || "(anonymous)"}  [${file}]`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    });
    const share = (micros: number) => `${round((100 * micros) / busy)}%`.padStart(6);
    const top = (table: Map<string, number>) =>
      [...table].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    console.log(
      `\n## ${call.name}: ${REQUESTS} requests, busy ${round(busy / 1000, 0)} ms of CPU in the Worker's isolate (${round(busy / REQUESTS, 0)} µs per request)`,
    );
    console.log("self time by source file:");
    for (const [file, micros] of top(byFile)) console.log(`${share(micros)}  ${file}`);
    console.log("self time by function:");
    for (const [fn, micros] of top(byFunction)) console.log(`${share(micros)}  ${fn}`);
  }
  inspector.close();
} finally {
  server.stop();
}
