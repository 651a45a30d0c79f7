import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
} from "#i18n/language";

/**
 * The language switch's plain link, for where the app does not run: `?lang=en` on any page the
 * Worker serves keeps the choice in the cookie every page reads first, and sends the browser to
 * the same address without it (303), so the address shared next carries no one's choice. Null
 * when the address names no language of ours.
 */
export function languageSwitch(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (!isLanguage(asked)) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${url.pathname}${url.search}${url.hash}`,
      "Set-Cookie": `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
      "Cache-Control": "no-store",
    },
  });
}
