import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { apiDocsFiles } from "./scripts/build/api-docs-files.ts";
import { cardFiles } from "./scripts/build/card-files.ts";
import { catalogs } from "./scripts/build/catalogs.ts";
import { chunkGroups } from "./scripts/build/chunk-groups.ts";
import { keepDeployTarget } from "./scripts/build/deploy-target.ts";
import { assetsHeadersFile } from "./scripts/build/headers-file.ts";
import { prerenderAbout } from "./scripts/build/prerender-about.ts";
import { renderPageAlias } from "./scripts/build/render-page-alias.ts";
import { keepIdleConnections } from "./scripts/serve/idle-connections.ts";
import { inFlightLimit } from "./scripts/serve/in-flight-limit.ts";
import { BUNDLE_REPORT, bundleReport } from "./scripts/size/bundle-report-plugin.ts";

// One config for the SPA and the Worker: `vite` (dev, HMR), `vite build`, `vite preview`
// (the built app in workerd). The Worker's entry and bindings come from wrangler.toml.
// BUILD_DIR and STATE_DIR let a browser-test run build and serve its own copy, so that runs side
// by side never overwrite each other's files or share a database.
const stateDir = process.env.STATE_DIR;
// A side build moves wrangler's deploy pointer to itself; it is put back when the build ends,
// unless the build is about to be served (SERVED_BY_CALLER: the browser tests' server, whose
// `vite preview` finds the build through that pointer), and the caller puts it back instead.
if (process.env.BUILD_DIR && !process.env.SERVED_BY_CALLER) keepDeployTarget();
const outDir = process.env.BUILD_DIR ?? "dist";

export default defineConfig({
  plugins: [
    catalogs(),
    react(),
    tailwindcss(),
    inFlightLimit(),
    keepIdleConnections(),
    cloudflare({
      configPath: "./wrangler.toml",
      ...(stateDir ? { persistState: { path: stateDir } } : {}),
    }),
    prerenderAbout(),
    assetsHeadersFile(),
    apiDocsFiles(),
    cardFiles(),
    // Every build records its client bundle beside it, so `npm run size` can check the page
    // budgets of the build it is given without building again (scripts/size/size-check.ts).
    bundleReport(`${outDir}/${BUNDLE_REPORT}`),
  ],
  resolve: { alias: renderPageAlias },
  build: {
    outDir,
    // Every browser we serve supports modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    // The browsers Tailwind 4 itself supports: older ones cannot use its styles anyway, so the
    // stylesheet carries no fallbacks for them (color-mix copies, light-dark workarounds).
    cssTarget: ["chrome111", "edge111", "safari16.4", "firefox128"],
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
