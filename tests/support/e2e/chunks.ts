import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A chunk as the build's bundle reports list it (scripts/size/bundle-report-plugin.ts). */
interface ReportedChunk {
  fileName: string;
  modules: { id: string }[];
}

/** The build the run serves: playwright.config.ts copies or builds it there. */
const servedBuild = () => join(".e2e", String(process.env.E2E_PORT), "dist");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern for the address of the chunk that holds `module` (the end of its path, such as
 * "web/app/routes/settings.tsx"), in every language's tree. The browser's lazy chunks are named
 * by their hash alone (scripts/build/client-build.ts), so the build's bundle reports say which
 * file is which.
 */
export function chunkHolding(module: string): RegExp {
  const build = servedBuild();
  const files = new Set<string>();
  for (const report of readdirSync(build).filter((file) => /^bundle-report-.+\.json$/.test(file))) {
    const chunks = JSON.parse(readFileSync(join(build, report), "utf8")) as ReportedChunk[];
    for (const chunk of chunks) {
      if (chunk.modules.some((held) => held.id.endsWith(module))) files.add(chunk.fileName);
    }
  }
  if (files.size === 0) throw new Error(`no chunk of the served build holds ${module}`);
  return new RegExp(`/(?:${[...files].map(escaped).join("|")})$`);
}
