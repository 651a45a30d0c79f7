import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Tailwind's md breakpoint: the organiser's tables from here, cards below.
 * The content box is at least 704 px wide from here at every width (the side menu opens at lg
 * and takes 256 px of it), which is what each table is laid out to fit.
 */
export const WIDE_SCREEN = "(min-width: 48rem)";
