import { browserZone } from "../../../lib/dates";
import { useHydrated } from "../../../lib/use-hydrated";

/**
 * The reader's own zone when it is not the poll's, once the app runs in their browser: the
 * Worker's render cannot know it, and the first render must match the Worker's.
 */
export function useReaderZone(zone: string): string | null {
  const reader = useHydrated() ? browserZone() : null;
  return reader && reader !== zone ? reader : null;
}
