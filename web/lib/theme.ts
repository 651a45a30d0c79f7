export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The localStorage key that keeps the chosen theme. */
const KEY = "theme";
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

export function getTheme(): Theme {
  const stored = localStorage.getItem(KEY);
  return THEMES.includes(stored as Theme) ? (stored as Theme) : "system";
}

/** What the page shows now: the stored choice, with 'system' read from the device. */
export function resolvedMode(theme: Theme = getTheme()): "light" | "dark" {
  if (theme !== "system") return theme;
  return darkQuery().matches ? "dark" : "light";
}

/** The class on the page root is `light` or `dark`; daisyUI reads data-theme moim-light/moim-dark. */
export function applyTheme(theme: Theme = getTheme()): void {
  const mode = resolvedMode(theme);
  const other = mode === "dark" ? "light" : "dark";
  const root = document.documentElement;
  const daisyTheme = mode === "dark" ? "moim-dark" : "moim-light";
  // Only what differs is touched: any change to the root's classes makes the browser restyle
  // the whole page, hundreds of rows on an invite page.
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(mode)) root.classList.add(mode);
  if (root.dataset.theme !== daisyTheme) root.dataset.theme = daisyTheme;
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Applies the stored theme now and follows the system while the choice is 'system'. */
export function startTheme(): void {
  applyTheme();
  darkQuery().addEventListener("change", () => {
    if (getTheme() === "system") applyTheme("system");
  });
}

/** Calls `listener` whenever the stored choice changes; returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
