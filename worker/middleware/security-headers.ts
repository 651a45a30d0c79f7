import { secureHeaders } from "hono/secure-headers";

/**
 * Headers for API responses. JSON never needs to run script, load anything or be framed, so
 * its CSP denies everything. The SPA's own headers are in public/_headers.
 */
export const apiSecurityHeaders = secureHeaders({
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
