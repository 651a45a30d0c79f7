import { m } from "#messages";
import { resolvedMode, setTheme } from "../../lib/theme";

/**
 * Flips between light and dark; the Appearance tab also offers 'system'. Which icon shows is
 * left to CSS (the root's `dark` class), so server-rendered pages match the app's first render.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={m.account_theme_toggle()}
      title={m.account_theme_toggle_title()}
      onClick={() => setTheme(resolvedMode() === "dark" ? "light" : "dark")}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5 dark:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg
        viewBox="0 0 24 24"
        className="hidden size-5 dark:block"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}
