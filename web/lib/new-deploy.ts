/**
 * A page whose code chunk cannot be loaded: after a deploy the old build's chunks are gone
 * (their names carry their hashes), on a dropped connection nothing loads. Tell the two apart
 * by asking the server which build it serves now.
 */

/** Chromium's, Firefox's and Safari's words for a module that did not load, and Vite's. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return CHUNK_FAILURE.test(error instanceof Error ? error.message : String(error));
}

/** The app's entry script in a page's HTML: its name changes with every build that differs. */
const ENTRY = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/;

/**
 * Whether the server now serves another build than the one this page runs; null when the
 * server could not be asked (offline, or down).
 */
export async function deployChanged(): Promise<boolean | null> {
  const running = ENTRY.exec(document.documentElement.outerHTML)?.[1];
  try {
    const res = await fetch("/", { cache: "no-store", signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const served = ENTRY.exec(await res.text())?.[1];
    return running !== undefined && served !== undefined && served !== running;
  } catch {
    return null;
  }
}

const RELOADED = "moim:reloaded-for-deploy";
/** A second failure this soon after reloading for the same page is not a deploy any more. */
const ONCE_WITHIN_MS = 60_000;

/**
 * Loads the page again from the server, where the new build's chunks are, keeping the address
 * (and so the person's place). At most once a minute for one address, so a build that is
 * itself broken cannot reload forever; false when that once was spent.
 */
export function reloadOnce(): boolean {
  const here = location.pathname + location.search;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED) ?? "null") as {
      here: string;
      at: number;
    } | null;
    if (last?.here === here && Date.now() - last.at < ONCE_WITHIN_MS) return false;
    sessionStorage.setItem(RELOADED, JSON.stringify({ here, at: Date.now() }));
  } catch {
    // No session storage (a private mode): reloading without a guard could loop.
    return false;
  }
  location.reload();
  return true;
}
