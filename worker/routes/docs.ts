import type { Context } from "hono";
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import type { AppEnv } from "../context";
import { openApiJson } from "../docs/openapi";
import { escapeHtml } from "../lib/html-escape";
import { hiddenFromDocs } from "../lib/route-docs";

/** Where the build puts Swagger UI's files (scripts/build/api-docs-files.ts). */
export const API_DOCS_FILES = "/api-docs";

/**
 * The docs page's own policy, instead of the API's deny-all one: Swagger UI's script and
 * stylesheet from this origin, the document and "try it out" calls to this origin; its icons
 * are data: URIs. Nothing inline: Swagger UI styles elements through the DOM, which the
 * policy allows.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // The app's manifest, linked from every page of the origin (public/manifest.webmanifest).
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Swagger UI's page; its title (the API's name) in the reader's language. */
const docsPage = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <!-- No icon of its own: without this the browser asks for /favicon.ico, a 404. -->
    <link rel="icon" href="data:," />
    <!-- The app's, as on every page (index.html). -->
    <meta name="theme-color" content="#00786f" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <link rel="stylesheet" href="${API_DOCS_FILES}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_FILES}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_FILES}/swagger-init.js"></script>
  </body>
</html>
`;

const text = (type: string) => ({
  "Content-Type": `${type}; charset=utf-8`,
  "Cache-Control": "no-cache",
});

/**
 * `GET /openapi.json` (generated from the routes' zod schemas by hono-openapi, see
 * worker/docs/openapi.ts) and `GET /docs`, Swagger UI on that document, as FastAPI serves it.
 * `routes` is the app's route table, read when the document is first asked for.
 */
export const docsRoutes = (routes: () => readonly RouterRoute[]) =>
  new Hono<AppEnv>()
    .get(
      "/openapi.json",
      hiddenFromDocs(async (c: Context<AppEnv>) =>
        c.body(await openApiJson(routes), 200, text("application/json")),
      ),
    )
    .get(
      "/docs",
      hiddenFromDocs((c: Context<AppEnv>) => {
        c.set("pageCsp", DOCS_CSP);
        const title = m.pages_api_title({}, { locale: requestLanguage(c.req.raw) });
        const headers = { ...text("text/html"), Vary: "Accept-Language, Cookie" };
        return c.body(docsPage(title), 200, headers);
      }),
    );
