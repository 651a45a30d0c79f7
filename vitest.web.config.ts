import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Web tests: components and client logic in a DOM (happy-dom), no server.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/web/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["./tests/web/setup.ts"],
  },
});
