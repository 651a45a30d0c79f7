import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8790);

// The build runs after db:setup so that the local .dev.vars (ENVIRONMENT=local) travels with it.
// Browser journeys against the built app in workerd (`vite preview`), in Debian's Chromium:
// Playwright cannot download its own browser on these machines.
export default defineConfig({
  testDir: "tests/e2e",
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
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `npm run db:setup && npm run build && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/api/v1/utils/health-check`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
