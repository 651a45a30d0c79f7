import type { Context } from "hono";
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import type { AppEnv } from "../context";
import { openApiJson } from "../docs/openapi";
import docsCss from "../docs/ui/docs.css?raw";
import docsHtml from "../docs/ui/docs.html?raw";
import docsJs from "../docs/ui/docs.js?raw";
import { hiddenFromDocs } from "../lib/route-docs";

/**
 * The docs page's own policy, instead of the API's deny-all one: it runs the page's script and
 * stylesheet from this origin and fetches the document and the "try it" calls from this origin.
 * Nothing inline and nothing from elsewhere, so no 'unsafe-inline' for scripts or styles.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const text = (type: string) => ({
  "Content-Type": `${type}; charset=utf-8`,
  "Cache-Control": "no-cache",
});

/**
 * `GET /openapi.json` (generated from the routes' zod schemas, see worker/docs/openapi.ts) and
 * `GET /docs`, a small self-hosted page that lists the operations and lets you try them.
 * `routes` is the app's route table, read when the document is first asked for.
 */
export const docsRoutes = (routes: () => readonly RouterRoute[]) =>
  new Hono<AppEnv>()
    .get(
      "/openapi.json",
      hiddenFromDocs((c: Context<AppEnv>) =>
        c.body(openApiJson(routes), 200, text("application/json")),
      ),
    )
    .get(
      "/docs",
      hiddenFromDocs((c: Context<AppEnv>) => {
        c.set("pageCsp", DOCS_CSP);
        return c.body(docsHtml, 200, text("text/html"));
      }),
    )
    .get(
      "/docs/docs.js",
      hiddenFromDocs((c: Context<AppEnv>) => c.body(docsJs, 200, text("text/javascript"))),
    )
    .get(
      "/docs/docs.css",
      hiddenFromDocs((c: Context<AppEnv>) => c.body(docsCss, 200, text("text/css"))),
    );
