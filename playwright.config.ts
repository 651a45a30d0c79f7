import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";
import { keepDeployTarget } from "./scripts/build/deploy-target.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./scripts/chromium.ts";

// Each run gets its own port, build and database (under .e2e/<port>), so runs side by side
// never collide. The env var is set once here and inherited by Playwright's worker processes.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const RUN_DIR = `.e2e/${PORT}`;

/**
 * A port for the run's server: below Linux's ephemeral range (32768 and up), where the kernel
 * hands out ports to outgoing connections and to workerd's own port-0 listeners while the
 * build runs (a run once lost its random port 39912 that way), and free when asked.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

// The server below serves its own build, which `vite preview` finds through wrangler's deploy
// pointer; the runner (not its workers, which load this file too) puts the pointer back when
// the run ends, so `wrangler deploy` ships `dist` again.
if (!process.env.TEST_WORKER_INDEX) keepDeployTarget();

// The server: migrate a fresh local D1, build (after ensure-dev-vars, so the local .dev.vars
// with ENVIRONMENT=local travels with the build), then serve it in workerd with `vite preview`.
// `npm test` has built the app already and says where (E2E_BUILT): the run serves a copy of
// that build instead of building a third time. The copy's .dev.vars (not the developer's) gets
// a five-second offer hour, so a journey sees a seat offer lapse (offer_hours: 2, ten seconds)
// and has six minutes to accept one (72); push endpoints may name the tests' local push service on
// localhost (PUSH_TEST_HOSTS); and password hashes are light (LIGHT_PASSWORD_HASHING).
const TEST_HOUR_SECONDS = 5;
const BUILT = process.env.E2E_BUILT;
const TEST_VARS = [
  `TEST_HOUR_SECONDS=${TEST_HOUR_SECONDS}`,
  "PUSH_TEST_HOSTS=localhost",
  "LIGHT_PASSWORD_HASHING=1",
];
const SERVER = [
  "node scripts/ensure-dev-vars.mjs",
  `npx wrangler d1 migrations apply DB --local -c wrangler.toml --persist-to ${RUN_DIR}/state`,
  BUILT
    ? `node scripts/build/copy-build.ts ${BUILT} ${RUN_DIR}/dist`
    : "npx vite build --logLevel error",
  ...TEST_VARS.map((line) => `echo ${line} >> ${RUN_DIR}/dist/moim_rsvp/.dev.vars`),
  `npx vite preview --port ${PORT} --strictPort`,
].join(" && ");

// Browser journeys in Debian's Chromium: Playwright cannot download its own browser here.
export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/support/e2e/teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // Tracing every test to keep the failures' traces cost a third of the run's time (129 s
    // against 88 s for two spec files, docs/benchmarks.md). A failure keeps its screenshot and
    // page snapshot; rerun it with `--trace on` for the whole trace.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // @phone journeys run in both projects; @touch ones need a touch screen, so phone only.
    // Journeys that read the notifications a push showed (@notifications) need the full
    // Chromium: in the headless shell the others run in, shown notifications never appear.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      grepInvert: /@touch|@notifications/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@phone|@touch/,
      grepInvert: /@notifications/,
    },
    {
      name: "notifications",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
      grep: /@notifications/,
    },
  ],
  webServer: {
    command: SERVER,
    env: {
      BUILD_DIR: `${RUN_DIR}/dist`,
      STATE_DIR: `${RUN_DIR}/state`,
      SERVED_BY_CALLER: "1",
      // The Worker reaches the tests' local push service over https (tests/support/push-service).
      NODE_EXTRA_CA_CERTS: "tests/support/push-service/ca.pem",
    },
    url: `http://localhost:${PORT}/api/v1/utils/health-check`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
