import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { apiDocsFiles } from "./scripts/build/api-docs-files.ts";
import { cardFiles } from "./scripts/build/card-files.ts";
import { catalogs } from "./scripts/build/catalogs.ts";
import { BROWSER_BUILD, CLIENT_BUILD } from "./scripts/build/client-build.ts";
import { keepDeployTarget } from "./scripts/build/deploy-target.ts";
import { assetsHeadersFile } from "./scripts/build/headers-file.ts";
import { languageTrees } from "./scripts/build/language-trees.ts";
import { catalogLanguages } from "./scripts/build/languages.ts";
import { prerenderAbout } from "./scripts/build/prerender-about.ts";
import { renderPageAlias } from "./scripts/build/render-page-alias.ts";
import { keepIdleConnections } from "./scripts/serve/idle-connections.ts";
import { inFlightLimit } from "./scripts/serve/in-flight-limit.ts";
import { bundleReport, bundleReportFile } from "./scripts/size/bundle-report-plugin.ts";

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
    // Before /about is prerendered: each language's page loads its own tree.
    languageTrees(outDir),
    prerenderAbout(),
    assetsHeadersFile(),
    apiDocsFiles(),
    cardFiles(),
    // Every build records its client bundle beside it, so `npm run size` can check the page
    // budgets of the build it is given without building again (scripts/size/size-check.ts).
    bundleReport(`${outDir}/${bundleReportFile(catalogLanguages().baseLocale)}`),
  ],
  resolve: { alias: renderPageAlias },
  build: {
    outDir,
    ...CLIENT_BUILD,
  },
  environments: { client: { build: BROWSER_BUILD } },
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
