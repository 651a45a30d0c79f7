import { useEffect, useState } from "react";

const MINUTE = 60_000;

/**
 * Whole minutes left until `readyAt` (ms since the epoch), rounded up, 0 once it has passed;
 * the component re-renders each time the figure changes, so a wait counts down on screen.
 */
export function useMinutesUntil(readyAt: number): number {
  const [tick, setTick] = useState(0);
  // Read at render, not kept: a new `readyAt` (a refetch) is measured from now.
  const left = readyAt - Date.now();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each wake (tick) arms the next timer.
  useEffect(() => {
    const wait = readyAt - Date.now();
    if (wait <= 0) return;
    // Wake just after the figure drops (its rounding up changes at each whole minute left).
    const timer = setTimeout(() => setTick((count) => count + 1), (wait % MINUTE || MINUTE) + 50);
    return () => clearTimeout(timer);
  }, [readyAt, tick]);
  return left > 0 ? Math.ceil(left / MINUTE) : 0;
}
