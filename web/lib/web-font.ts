/**
 * Pretendard's @font-face rules (web/styles/fonts.css), added once the app has taken over the
 * page and the browser is idle. Until then text shows in the system's Korean font. Each glyph
 * slice that arrives makes the browser lay the text out again; during the first render or
 * hydration that work would stretch the tasks a phone can least afford.
 */
export function loadWebFont(): void {
  const load = () => void import("../styles/fonts.css");
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}
