import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepDeployTarget } from "../build/deploy-target.ts";

export type AppServer = { origin: string; stop: () => void };

/** A build of the app and a database of its own, which `serveBuiltApp` serves (again). */
export type BuiltApp = { env: NodeJS.ProcessEnv; remove: () => void };

/** The local runtime serving a build: `kill` is a crash (SIGKILL to its whole process group). */
export type RunningApp = { origin: string; stop: () => void; kill: () => void };

/**
 * Builds the real app (vite.config.ts) into a temporary folder, with a fresh migrated database
 * of its own next to it.
 */
export function buildApp(): BuiltApp {
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
  return { env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Serves a build in workerd with `vite preview`, as `npm start` does, once it answers; its
 * database and rooms are what the build's state folder holds (kept across restarts).
 */
export async function serveBuiltApp(app: BuiltApp, port: number): Promise<RunningApp> {
  const child: ChildProcess = spawn(
    "npx",
    ["vite", "preview", "--port", String(port), "--strictPort"],
    { stdio: ["ignore", "ignore", "ignore"], detached: true, env: app.env },
  );
  const origin = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => () => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {}
  };
  const running = { origin, stop: signal("SIGTERM"), kill: signal("SIGKILL") };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const res = await fetch(`${origin}/api/v1/utils/health-check`);
      if (res.ok) return running;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  running.kill();
  throw new Error("the app server did not start within 60 s");
}

/** Builds the app and serves it on a fresh database; `stop` ends it and removes both. */
export async function startAppServer(port: number): Promise<AppServer> {
  const app = buildApp();
  try {
    const running = await serveBuiltApp(app, port);
    return {
      origin: running.origin,
      stop: () => {
        running.stop();
        app.remove();
      },
    };
  } catch (error) {
    app.remove();
    throw error;
  }
}
