/**
 * The headers every page and file of the app carries, in one place: the Worker sets them on
 * what it serves (API aside, which has its own deny-all policy), and the build writes them into
 * the assets layer's `_headers` file for what the assets layer serves alone.
 */

/**
 * The SPA's Content-Security-Policy: no inline scripts, nothing from other origins except the
 * configured feedback form in a frame. Styles allow inline attributes, which React and
 * daisyUI components set; scripts do not.
 */
export function pageCsp(feedbackFormUrl: string | undefined): string {
  let frameSrc = "'none'";
  try {
    if (feedbackFormUrl) frameSrc = new URL(feedbackFormUrl).origin;
  } catch {
    // A malformed URL embeds nothing rather than loosening the policy.
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Vite's content-hashed files never change under their name. */
export const HASHED_FILES = "/assets/*";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) is revalidated, so a deploy is picked up at once. */
export const REVALIDATE = "no-cache";

/**
 * The installable app's two files at addresses the web platform fixes (public/), each served as
 * its type. The service worker is revalidated in its own right, whatever the pages' rule
 * becomes, so the browser's update check always finds a new deploy's worker. Both carry the
 * pages' CSP: the worker loads nothing, and the pages may register it and read the manifest
 * because worker-src and manifest-src fall back to default-src 'self'.
 */
const APP_FILE_RULES = [
  "/sw.js",
  "  Content-Type: text/javascript; charset=utf-8",
  "  ! Cache-Control",
  "  Cache-Control: no-cache",
  "/manifest.webmanifest",
  "  Content-Type: application/manifest+json; charset=utf-8",
];

/**
 * The assets layer's `_headers` file (Cloudflare's format): every path gets the security
 * headers and revalidation; hashed files drop that Cache-Control (`!`) for a year's. A header
 * a later rule repeats is appended to the first rule's, hence the `!` before setting it again.
 */
export function headersFile(feedbackFormUrl: string | undefined): string {
  const all = {
    ...COMMON_HEADERS,
    "Content-Security-Policy": pageCsp(feedbackFormUrl),
    "Cache-Control": REVALIDATE,
  };
  return [
    "/*",
    ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`),
    ...APP_FILE_RULES,
    HASHED_FILES,
    "  ! Cache-Control",
    `  Cache-Control: ${IMMUTABLE}`,
    "",
  ].join("\n");
}
