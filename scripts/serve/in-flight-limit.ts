import type { Connect, Plugin } from "vite";

/**
 * How many requests the local server hands to workerd at once; the rest wait in Node.
 *
 * workerd runs the Worker on one thread and closes a kept-alive connection whose next request it
 * has not read within its idle timeout (about five seconds). When more work is queued inside it
 * than that (256 submissions at ~20 ms of hashing each), requests already sent on kept-alive
 * connections are reset, and the Node front answers 500 "fetch failed" (reproduction:
 * scripts/bench/repro/workerd-busy-reset.ts). Sixty-four submissions are about 1.3 s of work.
 * Sign-ins (~175 ms each) take turns with other requests inside the Worker
 * (worker/lib/password.ts), so they do not starve the thread however many are let in.
 */
export const IN_FLIGHT_LIMIT = 64;

/** The limit for `vite` and `vite preview` (`npm start`, the browser tests, the benchmarks). */
export function inFlightLimit(limit = IN_FLIGHT_LIMIT): Plugin {
  const middleware = limiter(limit);
  return {
    name: "moim:in-flight-limit",
    // Registered directly (not as a post hook), so it runs before the Cloudflare plugin's own
    // handler, which must be listed after this plugin.
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** A first-come first-served gate of `limit` places, each freed when its response closes. */
export function limiter(limit: number): Connect.NextHandleFunction {
  let active = 0;
  const waiting: (() => void)[] = [];
  const free = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return (_req, res, next) => {
    const start = () => {
      // Its client left while it waited: nothing to forward.
      if (res.writableEnded || res.destroyed) return free();
      res.once("close", free);
      next();
    };
    if (active < limit) {
      active += 1;
      start();
    } else {
      waiting.push(start);
    }
  };
}
