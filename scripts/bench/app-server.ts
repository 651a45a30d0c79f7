import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepDeployTarget } from "../build/deploy-target.ts";

export type AppServer = { origin: string; stop: () => void };

/**
 * Builds the real app (vite.config.ts) into a temporary folder and serves it in workerd with
 * `vite preview`, as `npm start` does, on a fresh migrated database of its own.
 */
export async function startAppServer(port: number): Promise<AppServer> {
  // `vite preview` serves the build wrangler's deploy pointer names. The build below must leave
  // the pointer on itself (SERVED_BY_CALLER) or preview serves whatever `dist/` last held, a
  // stale build; this process puts the pointer back when it ends.
  keepDeployTarget();
  const dir = mkdtempSync(join(tmpdir(), "moim-app-"));
  const env = {
    ...process.env,
    BUILD_DIR: join(dir, "dist"),
    STATE_DIR: join(dir, "state"),
    SERVED_BY_CALLER: "1",
  };
  execFileSync("node", ["scripts/ensure-dev-vars.mjs"], { stdio: "ignore", env });
  execFileSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml"].concat([
      "--persist-to",
      env.STATE_DIR,
    ]),
    { stdio: "ignore", env },
  );
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit", env });
  const child: ChildProcess = spawn(
    "npx",
    ["vite", "preview", "--port", String(port), "--strictPort"],
    { stdio: ["ignore", "ignore", "ignore"], detached: true, env },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const res = await fetch(`${origin}/api/v1/utils/health-check`);
      if (res.ok) return { origin, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("the app server did not start within 60 s");
}
