import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the page is server-rendered HTML and during hydration, true once React runs it.
 * The simple participants page arrives rendered by the Worker: until then a form press would be
 * a native submission (with the password in a URL), so its buttons wait for this. In lib, not
 * with the invite feature, whose files all travel with the invite page's first load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
