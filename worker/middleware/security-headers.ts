import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../context";

/**
 * Headers for API responses. JSON never needs to run script, load anything or be framed, so
 * its CSP denies everything. The SPA's own headers are set in worker/page-routes.ts.
 */
const apiHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  xFrameOptions: "DENY",
});

/**
 * The API's headers on every /api response. The one HTML page under /api (the docs, see
 * worker/routes/docs.ts) names its own narrower-than-the-SPA policy in `c.var.pageCsp`.
 */
export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await apiHeaders(c, next);
  const pageCsp = c.get("pageCsp");
  if (pageCsp) c.res.headers.set("Content-Security-Policy", pageCsp);
});
