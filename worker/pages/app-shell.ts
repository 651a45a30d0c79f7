import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";

/**
 * The app's shell (index.html) in `language`: each language's loads the browser's files of that
 * language alone (scripts/build/language-trees.ts writes index-en.html beside index.html). Under
 * `vite` (dev) there is one shell, whose files carry every language. `init` is the request's,
 * for its conditions.
 */
export async function fetchShell(
  assets: Fetcher,
  url: URL,
  language: Language,
  init?: RequestInit,
): Promise<Response> {
  if (language !== DEFAULT_LANGUAGE) {
    // The assets layer serves index-en.html at /index-en (its html_handling).
    const shell = await assets.fetch(new Request(new URL(`/index-${language}`, url), init));
    if (shell.status !== 404) return shell;
  }
  return assets.fetch(new Request(new URL("/", url), init));
}
