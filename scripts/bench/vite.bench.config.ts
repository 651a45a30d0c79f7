import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";

// Builds the bench Worker (the app plus floor routes) for `vite preview`, like `npm start`
// serves the production build. BENCH_STATE points at a fresh local D1/DO state directory.
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  build: { outDir: "dist-bench" },
  plugins: [
    cloudflare({
      configPath: "./scripts/bench/wrangler.bench.toml",
      persistState: { path: process.env.BENCH_STATE ?? ".wrangler/bench-state" },
    }),
  ],
});
