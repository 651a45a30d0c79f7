import { rmSync } from "node:fs";

/** Removes this run's own build and database (see playwright.config.ts). */
export default function teardown(): void {
  if (process.env.E2E_PORT)
    rmSync(`.e2e/${process.env.E2E_PORT}`, { recursive: true, force: true });
}
