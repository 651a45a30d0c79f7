import { LANGUAGES } from "#i18n/language";
import { neutralCardPath } from "./card/card-files";

/**
 * /robots.txt. Chat apps' crawlers (and search engines) may read invite pages, /about and the
 * cards (the neutral one in each language); the API is no place for a crawler.
 */
export const ROBOTS_TXT = `User-agent: *
Allow: /events/
Allow: /about
${LANGUAGES.map((language) => `Allow: ${neutralCardPath(language)}\n`).join("")}Disallow: /api/
`;
