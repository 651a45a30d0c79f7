/** Where the organiser runs a series. */
export const seriesPath = (seriesId: string) => `/series/${seriesId}/manage`;

/** GET /series/{id}/calendar.ics: the series' feed, on the API as every file is. */
const feedPath = (seriesId: string) =>
  `/api/v1/series/${encodeURIComponent(seriesId)}/calendar.ics`;

/**
 * The feed's two addresses: `webcal:` opens the reader's calendar app on a subscription (a
 * download would be a copy that never changes); the plain one (https wherever the app is
 * deployed) is for apps that take an address.
 */
export const feedLinks = (seriesId: string, origin: string = location.origin) => ({
  subscribe: `${origin.replace(/^https?:/, "webcal:")}${feedPath(seriesId)}`,
  address: `${origin}${feedPath(seriesId)}`,
});
