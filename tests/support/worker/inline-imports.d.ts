/** Vite's `?inline` import: the file as a `data:` URL (tests use it for the card's fonts). */
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}
