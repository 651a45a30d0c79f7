import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderAbout } from "./scripts/build/prerender-about.ts";
import { renderPageAlias } from "./scripts/build/render-page-alias.ts";
import { bundleReport } from "./scripts/size/bundle-report-plugin.ts";

// One config for the SPA and the Worker: `vite` (dev, HMR), `vite build`, `vite preview`
// (the built app in workerd). The Worker's entry and bindings come from wrangler.toml.
// BUILD_DIR and STATE_DIR let a browser-test run build and serve its own copy, so that runs side
// by side never overwrite each other's files or share a database.
const stateDir = process.env.STATE_DIR;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      configPath: "./wrangler.toml",
      ...(stateDir ? { persistState: { path: stateDir } } : {}),
    }),
    prerenderAbout(),
    // `npm run size` asks for a record of the client bundle to check the page budgets.
    ...(process.env.BUNDLE_REPORT ? [bundleReport(process.env.BUNDLE_REPORT)] : []),
  ],
  resolve: { alias: renderPageAlias },
  build: {
    outDir: process.env.BUILD_DIR ?? "dist",
    // Every browser we serve supports modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    // The browsers Tailwind 4 itself supports: older ones cannot use its styles anyway, so the
    // stylesheet carries no fallbacks for them (color-mix copies, light-dark workarounds).
    cssTarget: ["chrome111", "edge111", "safari16.4", "firefox128"],
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router, the query library and Hono's client load together on every page
          // (web/app/start): one file compresses better than the slices automatic splitting makes.
          groups: [
            // What the entry shares with later chunks lives apart from it: a chunk importing the
            // entry would list the entry's stylesheet as a dependency and fetch it again on
            // pages that have it inline.
            {
              name: "boot",
              test: /vite[\\/]preload-helper|web[\\/]lib[\\/]theme\.ts/,
              priority: 3,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|hono)[\\/]/,
              priority: 2,
            },
            {
              name: "core",
              test: /web[\\/](app[\\/](?!routes[\\/])|lib[\\/](api-client|auth-token|error-detail|toasts|query-client|web-font)|components[\\/]ui[\\/](toaster|page-loading|logo|theme-toggle)|features[\\/]events[\\/]api[\\/]event-queries)/,
              priority: 2,
            },
            {
              name: "invite",
              test: /web[\\/](lib[\\/]dates|features[\\/]events[\\/](hooks[\\/]|components[\\/](public[\\/](?!event-missing|my-responses-panel)|live-indicator|event-status-badge)|event-status|public-response-rules|my-responses|api[\\/]response-calls))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
