const FAMILY = "Pretendard Variable";

/**
 * Pretendard, added once the app has taken over the page and the browser is idle. Its rules
 * (web/styles/fonts.css) come first and name a family no text uses yet; the glyph slices this
 * page's text needs are then fetched together, and only when all are in does the page switch to
 * the font (the `web-font` class on the root, web/styles/app.css). Each slice arriving on its
 * own would make the browser lay the text out again, a dozen times on a Korean page: work that
 * a phone feels while the page starts. Text shows in the system's Korean font until then.
 */
export function loadWebFont(): void {
  const load = async () => {
    await import("../styles/fonts.css");
    try {
      await document.fonts.load(`1em "${FAMILY}"`, document.body.textContent ?? "");
    } catch {
      // A slice that failed to load: the system font stands in for those glyphs.
    }
    document.documentElement.classList.add("web-font");
  };
  if ("requestIdleCallback" in window) requestIdleCallback(() => void load(), { timeout: 2000 });
  else setTimeout(() => void load(), 200);
}
