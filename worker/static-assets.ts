import { serveAboutPage } from "./link-preview/about-page";
import {
  eventIdOfImage,
  eventIdOfPage,
  serveEventImage,
  serveEventPage,
} from "./link-preview/event-page";

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

const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * Serves the built SPA and its files with the security headers, long-lived caching for
 * Vite's content-hashed files and revalidation for everything else (index.html above all,
 * so a deploy is picked up at once).
 */
export async function serveAsset(request: Request, env: Env): Promise<Response> {
  if (!env.ASSETS) return new Response("Not Found", { status: 404 });
  const { pathname } = new URL(request.url);
  const pageEventId = eventIdOfPage(pathname);
  const imageEventId = eventIdOfImage(pathname);
  let response: Response;
  if (pageEventId && request.method === "GET") {
    response = await serveEventPage(request, env, env.ASSETS, pageEventId);
  } else if (/^\/about\/?$/.test(pathname) && request.method === "GET") {
    response = await serveAboutPage(request, env.ASSETS);
  } else if (imageEventId && request.method === "GET") {
    return withSecurityHeaders(await serveEventImage(env, imageEventId, request), env);
  } else {
    response = await env.ASSETS.fetch(request);
  }
  const secured = withSecurityHeaders(response, env);
  if (response.ok) {
    secured.headers.set(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  }
  return secured;
}

function withSecurityHeaders(response: Response, env: Env): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  headers.set("Content-Security-Policy", pageCsp(env.FEEDBACK_FORM_URL));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
