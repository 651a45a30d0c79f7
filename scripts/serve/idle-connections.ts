import type { Server } from "node:http";
import type { Plugin } from "vite";

/**
 * The local server keeps a client's idle kept-alive connection open until the client closes it.
 *
 * Node closes an idle kept-alive connection after five seconds (`keepAliveTimeout`), and
 * clients that keep connections alive without an idle limit of their own (Playwright's API
 * requests: `http.Agent({ keepAlive: true })`) reuse one just as the server drops it: the request
 * fails with ECONNRESET / "socket hang up" (two browser tests on one CI-like run, each after a
 * pause of a few seconds between API calls). With no server-side idle limit the client decides
 * when a connection ends, so that race cannot happen. Local only: `vite` and `vite preview`
 * (`npm start`, the browser tests, the benchmarks); Cloudflare's edge is the front in production.
 */
export function keepIdleConnections(): Plugin {
  const keep = (server: { httpServer: unknown }) => {
    const http = server.httpServer as Server | null;
    if (http) http.keepAliveTimeout = 0;
  };
  return {
    name: "moim:keep-idle-connections",
    configureServer: keep,
    configurePreviewServer: keep,
  };
}
