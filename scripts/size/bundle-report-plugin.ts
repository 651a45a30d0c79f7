import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

export type ReportedChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  css: string[];
  modules: { id: string; size: number }[];
};

/**
 * The report of one language's tree (scripts/build/language-trees.ts), in the build's folder
 * (beside `client/`; never served).
 */
export const bundleReportFile = (language: string) => `bundle-report-${language}.json`;

/** Records the client bundle's chunks, their static imports, CSS and modules for size-check. */
export function bundleReport(file: string): Plugin {
  return {
    name: "moim:bundle-report",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(output.modules).map(([id, info]) => ({
            id,
            size: info.renderedLength,
          })),
        });
      }
      writeFileSync(file, JSON.stringify(chunks));
    },
  };
}
