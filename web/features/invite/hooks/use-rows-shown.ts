import { startTransition, useEffect, useState } from "react";
import { FIRST_ROWS } from "#contract/page-data";
import { whenIdle } from "../../../lib/when-idle";

/** Rows added per idle moment after the first FIRST_ROWS: each batch is a task too short to
    hold up a tap. */
const ROWS_PER_BATCH = 30;

/**
 * How many of `total` rows to render now: FIRST_ROWS on the first render (the server's and the
 * hydration's, which must match), then a batch more each time the browser is idle, until all
 * are shown. Rows never disappear once shown.
 */
export function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown(shown + ROWS_PER_BATCH)), 500);
  }, [shown, total]);
  return Math.min(shown, total);
}
