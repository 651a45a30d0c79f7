import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { renderPageAlias } from "./scripts/build/render-page-alias.ts";
import { makeVapidKeys } from "./scripts/push/vapid-keys.mjs";

// Worker tests run inside workerd with the real D1 migrations and real Durable Objects.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ENVIRONMENT: "local",
          SECRET_KEY: "test-secret-key-that-is-long-enough-0123456789",
          FIRST_SUPERUSER: "admin@example.com",
          FIRST_SUPERUSER_PASSWORD: "changethis",
          // An offer hour lasts a second here, so tests see offers lapse (offer_hours: 1).
          OFFER_HOUR_SECONDS: "1",
          // Push endpoints may name the local push service (https://localhost:<port>) too.
          PUSH_TEST_HOSTS: "localhost",
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
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/support/worker/apply-migrations.ts"],
    // A local push service over https (tests/support/push-service): workerd trusts its test
    // certificate authority through NODE_EXTRA_CA_CERTS, set by package.json's test:worker.
    globalSetup: ["./tests/support/push-service/global-setup.ts"],
    testTimeout: 30_000,
    // Vitest blanks CSS imports by default; the API docs' stylesheet is served as text.
    css: { include: [/worker\/docs\/ui\/.*\.css/] },
    // The Worker logs one JSON line per request; keep test output to what matters.
    onConsoleLog: (log: string) => !log.includes('"msg":"request"'),
  },
}));
