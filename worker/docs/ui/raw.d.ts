/** Vite's `?raw` imports: the file's text, bundled into the Worker. */
declare module "*?raw" {
  const text: string;
  export default text;
}
