import { configOf } from "../lib/config";

/**
 * Whether a form post comes from this app's own pages. Browsers send `Origin` with every form
 * post; it must be this site (the address asked, or the configured public origin). Without
 * one, Fetch Metadata must say same-origin; with neither, it is refused. SameSite cookies are
 * no defence here: the form is public and carries no cookie at all.
 */
export function isSameSite(request: Request, env: Env): boolean {
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === new URL(request.url).origin) return true;
    try {
      return origin === configOf(env).appOrigin;
    } catch {
      return false;
    }
  }
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}
