import { whenIdle } from "./when-idle";

const FAMILY = "Pretendard Variable";
/** Set once this browser has fetched the font: its slices are then in the HTTP cache. */
const SEEN_KEY = "moim:web-font";

let ready = false;

/**
 * Pretendard, without moving text under a reader. Its rules (web/styles/fonts.css) are added
 * once the app has taken over the page and the browser is idle; they name a family no text uses
 * yet, so the glyph slices this page's text needs are fetched together, and the page switches
 * to the font (the `web-font` class on the root, web/styles/app.css) in one step:
 * - at once for a browser that has fetched the font before (the slices come from its cache);
 * - otherwise at the next page the visitor opens (`showWebFontIfReady`), not under the text
 *   they are reading: a first visit stays in the system's Korean font, as a stranger opening an
 *   invite link sees it first anyway, and the phone does not lay the page out again while it
 *   starts.
 */
export function prepareWebFont(): void {
  const load = async () => {
    await import("../styles/fonts.css");
    try {
      // Each character once: the page's text repeats the same few hundred syllables.
      const characters = [...new Set(document.body.textContent ?? "")].join("");
      await document.fonts.load(`1em "${FAMILY}"`, characters);
    } catch {
      // A slice that failed to load: the system font stands in for those glyphs.
    }
    ready = true;
    if (seenBefore()) showWebFontIfReady();
    else rememberSeen();
  };
  whenIdle(() => void load());
}

/** Switches the page to the web font if it has arrived; called when another page opens. */
export function showWebFontIfReady(): void {
  if (ready) document.documentElement.classList.add("web-font");
}

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false; // Storage blocked: treat every visit as a first one.
  }
}

function rememberSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Storage blocked or full: the next visit waits for a page change again.
  }
}
