import { setTheme, useTheme } from "../../lib/theme";

/** Flips between light and dark; the Appearance tab also offers 'system'. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark =
    theme === "dark" ||
    (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={dark ? "Switch to light mode" : "Switch to dark mode"}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <span aria-hidden="true" className="text-lg">
        {dark ? "☀" : "☾"}
      </span>
    </button>
  );
}
