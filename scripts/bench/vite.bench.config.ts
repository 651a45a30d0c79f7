import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { renderPageAlias } from "../build/render-page-alias.ts";
import { inFlightLimit } from "../serve/in-flight-limit.ts";

// Builds the bench Worker (the app plus floor routes) for `vite preview`, like `npm start`
// serves the production build. BENCH_STATE points at a fresh local D1/DO state directory.
// The Worker renders invite pages with the web app's components, hence React, Tailwind and the
// renderer's alias, as in vite.config.ts.
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  build: { outDir: "dist-bench" },
  resolve: { alias: renderPageAlias },
  plugins: [
    react(),
    tailwindcss(),
    inFlightLimit(),
    cloudflare({
      configPath: "./scripts/bench/wrangler.bench.toml",
      persistState: { path: process.env.BENCH_STATE ?? ".wrangler/bench-state" },
      // Only `npm run bench:profile` attaches an inspector; the other benchmarks run without.
      inspectorPort: process.env.BENCH_INSPECTOR_PORT
        ? Number(process.env.BENCH_INSPECTOR_PORT)
        : false,
    }),
  ],
});
