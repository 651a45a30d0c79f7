/**
 * /robots.txt. Chat apps' crawlers (and search engines) may read invite pages, /about and the
 * cards; the API is no place for a crawler.
 */
export const ROBOTS_TXT = `User-agent: *
Allow: /events/
Allow: /about
Allow: /card.png
Disallow: /api/
`;
