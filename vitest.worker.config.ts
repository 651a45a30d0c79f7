import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { compileCatalogs } from "./scripts/build/catalogs.ts";
import { renderPageAlias } from "./scripts/build/render-page-alias.ts";
import { makeVapidKeys } from "./scripts/push/vapid-keys.mjs";

// Worker tests run inside workerd with the real D1 migrations and real Durable Objects.

/** Files that change what every other file relies on, each run in a runner of its own. */
const ALONE = [
  // Rewrites the first superuser's password, as a deployment does.
  "tests/worker/accounts/production-superuser.test.ts",
  // Read the page shell the Worker keeps for its isolate's life, from assets they fake.
  "tests/worker/pages/about-page.test.ts",
  "tests/worker/pages/crawlers.test.ts",
];
export default defineConfig(async () => ({
  plugins: [
    // Compiled once per run: the vite plugin would leave a watcher that keeps the run open.
    await compileCatalogs().then(() => null),
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ENVIRONMENT: "local",
          SECRET_KEY: "test-secret-key-that-is-long-enough-0123456789",
          FIRST_SUPERUSER: "admin@example.com",
          FIRST_SUPERUSER_PASSWORD: "changethis",
          // An offer hour lasts a second here, so tests see offers lapse (offer_hours: 1).
          TEST_HOUR_SECONDS: "1",
          // Push endpoints may name the local push service (https://localhost:<port>) too.
          PUSH_TEST_HOSTS: "localhost",
          // New password hashes at a hundredth of the work (the hashing tests check the full cost).
          LIGHT_PASSWORD_HASHING: "1",
          ...(await makeVapidKeys().then((keys) => ({
            VAPID_PUBLIC_KEY: keys.publicKey,
            VAPID_PRIVATE_KEY: keys.privateKey,
          }))),
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
        },
      },
    }),
  ],
  resolve: { alias: renderPageAlias },
  test: {
    // Every D1 statement a test runs is held to its query plan: no full scan of a growing table.
    setupFiles: [
      "./tests/support/worker/apply-migrations.ts",
      "./tests/support/worker/query-plans.ts",
    ],
    // A local push service over https (tests/support/push-service): workerd trusts its test
    // certificate authority through NODE_EXTRA_CA_CERTS, set by package.json's test:worker.
    globalSetup: ["./tests/support/push-service/global-setup.ts"],
    testTimeout: 30_000,
    // Two runners side by side: vitest's default leaves a core free, which on a two-core machine
    // runs them one at a time (6.3 min here against 2.1 min for two at a time, docs/benchmarks.md).
    maxWorkers: "100%",
    // A runner is a workerd process with its own storage. Started anew for every file it cost
    // about five seconds a file, four fifths of the run; files now share their runner, its
    // D1 and its Durable Objects (decision 0055), so each makes its own users and events and
    // counts only its own rows. The few that change what every file relies on keep one of
    // their own.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/worker/**/*.test.ts"],
          exclude: ALONE,
          isolate: false,
        },
      },
      { extends: true, test: { name: "alone", include: ALONE } },
    ],
    // Vitest blanks CSS imports by default; the API docs' stylesheet is served as text.
    css: { include: [/worker\/docs\/ui\/.*\.css/] },
    // The Worker logs one JSON line per request; keep test output to what matters.
    onConsoleLog: (log: string) => !log.includes('"msg":"request"'),
  },
}));
