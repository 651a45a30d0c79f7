import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { compileCatalogs } from "./scripts/build/catalogs.ts";

// Web tests: components and client logic in a DOM (happy-dom), no server.
export default defineConfig(async () => {
  await compileCatalogs();
  return {
    plugins: [react()],
    test: {
      include: ["tests/web/**/*.test.{ts,tsx}"],
      environment: "happy-dom",
      setupFiles: ["./tests/web/setup.ts"],
      // Each file still gets a module graph and a DOM of its own, in a VM context of a thread that
      // keeps one environment: creating happy-dom for every file took two fifths of the run
      // (111 s against 35 s, docs/benchmarks.md).
      pool: "vmThreads",
    },
  };
});
