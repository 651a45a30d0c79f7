import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * Swagger UI's files for the API docs page (/api/v1/docs), put into the client build under
 * /api-docs/ so the assets layer serves them (not inside the Worker's bundle): the bundle and
 * stylesheet from swagger-ui-dist, and the small script that starts it.
 */
const FILES: Record<string, () => string> = {
  "swagger-ui-bundle.js": () => read(require.resolve("swagger-ui-dist/swagger-ui-bundle.js")),
  "swagger-ui.css": () => read(require.resolve("swagger-ui-dist/swagger-ui.css")),
  "swagger-init.js": () => read(new URL("../../worker/docs/swagger-init.js", import.meta.url)),
};

const read = (path: string | URL) => readFileSync(path, "utf8");

const TYPES: Record<string, string> = { js: "text/javascript", css: "text/css" };

export function apiDocsFiles(): Plugin {
  return {
    name: "moim:api-docs-files",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      for (const [name, source] of Object.entries(FILES)) {
        this.emitFile({ type: "asset", fileName: `api-docs/${name}`, source: source() });
      }
    },
    // `vite dev` serves them from node_modules, so the docs page works there too.
    configureServer(server) {
      server.middlewares.use("/api-docs", (req, res, next) => {
        const name = (req.url ?? "").replace(/^\//, "").split("?")[0] ?? "";
        const file = FILES[name];
        if (!file) return next();
        res.setHeader("Content-Type", `${TYPES[name.split(".").pop() ?? ""]}; charset=utf-8`);
        res.end(file());
      });
    },
  };
}
