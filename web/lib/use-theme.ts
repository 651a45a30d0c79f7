import { useSyncExternalStore } from "react";
import { getTheme, subscribeTheme, type Theme } from "./theme";

/**
 * The stored theme choice, following changes. Apart from web/lib/theme.ts so that the entry,
 * which applies the theme before the first paint, does not pull React in with it.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, (): Theme => "system");
}
