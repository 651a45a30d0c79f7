/** Vite's `?inline` import: the file as a `data:` URL (tests use it for the card's fonts). */
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}

/** Vite's `?raw` import: the file's text (tests serve the site's manifest from it). */
declare module "*?raw" {
  const text: string;
  export default text;
}
