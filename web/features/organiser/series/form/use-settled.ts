import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms`: typing a count or stepping through dates asks
 * the server once, for where the organiser stopped.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
