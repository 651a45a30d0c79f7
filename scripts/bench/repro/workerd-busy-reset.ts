/**
 * Minimal reproduction: workerd resets a kept-alive connection whose next request arrived while
 * its one thread was busy for longer than about five seconds.
 *
 * Talks to workerd's own socket (found with `ss`, Linux only), not through the Node front, so
 * nothing but workerd is between the client and the Worker. Connection A finishes one request
 * and stays open; another connection then holds the thread (PBKDF2 with many iterations on the
 * bench-only `/__bench/busy`); A sends its next request during that time. Printed: what A's
 * second request got, for each length of busy time.
 *
 * Run: npx node scripts/bench/repro/workerd-busy-reset.ts
 */
import { execSync } from "node:child_process";
import http from "node:http";
import { startBenchServer } from "../server.ts";

const server = await startBenchServer(8794);

function send(origin: string, agent: http.Agent, method: string, path: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(new URL(path, origin), { agent, method }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.statusCode)));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    req.end();
  });
}

/** workerd's entry socket: the one of its listening ports that answers the plain route. */
async function workerdOrigin(): Promise<string> {
  const listening = execSync("ss -ltnp").toString().split("\n");
  for (const line of listening.filter((row) => row.includes('"workerd"'))) {
    const port = /127\.0\.0\.1:(\d+)/.exec(line)?.[1];
    if (!port) continue;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__bench/hello`);
      if ((await res.text()).includes('"ok":true')) return `http://127.0.0.1:${port}`;
    } catch {}
  }
  throw new Error("workerd's entry socket not found");
}

try {
  const origin = await workerdOrigin();
  // Calibrate: how many iterations hold the thread for one second here.
  const started = performance.now();
  await send(origin, new http.Agent(), "POST", "/__bench/busy?iterations=1000000");
  const perSecond = 1_000_000 / ((performance.now() - started) / 1000);

  for (const seconds of [3, 5, 6, 7, 8, 10, 3, 6, 8]) {
    const a = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send(origin, a, "GET", "/__bench/hello");
    const iterations = Math.round(perSecond * seconds);
    const busy = send(origin, new http.Agent(), "POST", `/__bench/busy?iterations=${iterations}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await send(origin, a, "GET", "/__bench/hello");
    await busy;
    console.log(
      `thread busy ${seconds} s: first request ${first}, next on the same connection ${next}`,
    );
    a.destroy();
  }
} finally {
  server.stop();
}
