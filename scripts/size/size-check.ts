/**
 * Size budgets of the two pages strangers land on (issue 7): the JS and CSS a first visit to
 * /about and to /events/{id}/public must download before the page shows, gzip-compressed, within
 * each page's budget. Measures a build of its own, or with `--built <dir>` a build already made
 * (`npm test` measures the build it tests, rather than building twice); prints the figures, and
 * on a breach names the biggest modules of that page. Deterministic: sizes, not timings.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { catalogLanguages } from "../build/languages.ts";
import { bundleReportFile, type ReportedChunk } from "./bundle-report-plugin.ts";

/**
 * The budget of both pages in every language, each loading its own language's tree
 * (scripts/build/language-trees.ts).
 */
const BUDGET_BYTES = 140_000;
const PAGES = [
  { path: "/about", route: "web/app/routes/about.tsx" },
  { path: "/events/{id}/public", route: "web/app/routes/event-public.tsx" },
];
const builtAt = process.argv.indexOf("--built");
const given = builtAt >= 0 ? process.argv[builtAt + 1] : undefined;
if (builtAt >= 0 && !given) throw new Error("--built needs the build's folder, e.g. --built dist");
const OWN_BUILD = ".size/dist";
const BUILD = given ?? OWN_BUILD;
const CLIENT_DIR = join(BUILD, "client");

if (!given) {
  rmSync(OWN_BUILD, { recursive: true, force: true });
  mkdirSync(OWN_BUILD, { recursive: true });
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: OWN_BUILD },
  });
}

const gzipOf = (file: string) =>
  gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/**
 * The chunks a first visit loads: the entry, the app it starts once the page has painted
 * (web/app/start.tsx), the route's chunk, and their imports.
 */
function initialChunks(chunks: ReportedChunk[], route: string): ReportedChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry =
    chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html")) ??
    chunks.find((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) =>
    chunk.modules.some((module) => module.id.endsWith("web/app/start.tsx")),
  );
  const routeChunk = chunks.find((chunk) =>
    chunk.modules.some((module) => module.id.endsWith(route)),
  );
  if (!entry || !app || !routeChunk)
    throw new Error(`no chunk found for the entry, app or ${route}`);
  const seen = new Map<string, ReportedChunk>();
  const visit = (chunk: ReportedChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  visit(app);
  visit(routeChunk);
  return [...seen.values()];
}

let failed = false;
for (const language of catalogLanguages().locales) {
  const report = join(BUILD, bundleReportFile(language));
  const chunks: ReportedChunk[] = JSON.parse(readFileSync(report, "utf8"));
  for (const page of PAGES) {
    const loaded = initialChunks(chunks, page.route);
    const css = [...new Set(loaded.flatMap((chunk) => chunk.css))];
    const js = loaded.reduce((sum, chunk) => sum + gzipOf(chunk.fileName), 0);
    const styles = css.reduce((sum, file) => sum + gzipOf(file), 0);
    const total = js + styles;
    const verdict =
      total > BUDGET_BYTES ? `OVER BUDGET (${kb(BUDGET_BYTES)})` : `within ${kb(BUDGET_BYTES)}`;
    console.log(
      `${language} ${page.path.padEnd(22)} JS ${kb(js).padStart(9)}  CSS ${kb(styles).padStart(8)}  total ${kb(total).padStart(9)}  ${verdict}  (${loaded.length} chunks, ${css.length} css)`,
    );
    if (total > BUDGET_BYTES) {
      failed = true;
      const modules = loaded
        .flatMap((chunk) => chunk.modules)
        .sort((a, b) => b.size - a.size)
        .slice(0, 12);
      console.log("  biggest modules on this page (bytes before minification):");
      for (const module of modules) {
        console.log(
          `  ${String(module.size).padStart(9)}  ${relative(process.cwd(), module.id.replace(/^\0/, ""))}`,
        );
      }
    }
  }
}
if (!given) rmSync(".size", { recursive: true, force: true });
process.exit(failed ? 1 : 0);
