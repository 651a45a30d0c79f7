import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepDeployTarget } from "../build/deploy-target.ts";

const WRANGLER_CONFIG = "scripts/bench/wrangler.bench.toml";
const VITE_CONFIG = "scripts/bench/vite.bench.config.ts";

export interface BenchServer {
  origin: string;
  stop(): void;
}

/**
 * Builds the bench Worker (the app plus floor routes) with Vite and serves the build in
 * workerd with `vite preview`, as `npm start` serves the app, on a fresh migrated database.
 */
export async function startBenchServer(port = 8799): Promise<BenchServer> {
  // `vite preview` finds the build through wrangler's deploy pointer, which the bench build
  // moves to dist-bench; it is put back when the benchmark ends, or `wrangler deploy` would ship
  // the bench Worker (its floor routes, its fixed secret) and `npm start` would serve it.
  keepDeployTarget();
  const state = mkdtempSync(join(tmpdir(), "moim-bench-"));
  const env = { ...process.env, BENCH_STATE: state, CI: "true" };
  execFileSync("npx", ["vite", "build", "-c", VITE_CONFIG, "--logLevel", "error"], {
    stdio: "inherit",
    env,
  });
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "migrations",
      "apply",
      "DB",
      "--local",
      "-c",
      WRANGLER_CONFIG,
      "--persist-to",
      state,
    ],
    { stdio: "ignore", env },
  );
  const child: ChildProcess = spawn(
    "npx",
    ["vite", "preview", "-c", VITE_CONFIG, "--port", String(port), "--strictPort"],
    { stdio: ["ignore", "ignore", "inherit"], detached: true, env },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {}
    rmSync(state, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const res = await fetch(`${origin}/api/v1/utils/health-check/`);
      if (res.ok) return { origin, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("the bench server did not start within 60 s");
}
