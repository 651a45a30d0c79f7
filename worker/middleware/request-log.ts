import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { loggedPath } from "../lib/log-text";
import { UNKNOWN_SOURCE } from "../lib/password-attempt-limits";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A request id on every API response, and one structured log line per request. Only the
 * method and path are logged, an address in the path named rather than written (password
 * recovery's): query strings (which carry response passwords on `/delete?name=&password=`),
 * headers (tokens) and bodies never reach the logs. A request that
 * came without a client address in production (it shares one limited source, see
 * `clientSource`) says so in its own line, as a warning: no second line, so nothing floods.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = crypto.randomUUID();
  c.set("requestId", requestId);
  const started = Date.now();
  await next();
  c.header(REQUEST_ID_HEADER, requestId);
  const status = c.res.status;
  const unknownSource = c.get("source") === UNKNOWN_SOURCE;
  console.log(
    JSON.stringify({
      level: status >= 500 ? "error" : unknownSource ? "warn" : "info",
      msg: "request",
      request_id: requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      duration_ms: Date.now() - started,
      user_id: c.get("user")?.id ?? null,
      ...(unknownSource && { client_address: "missing or loopback" }),
    }),
  );
});
