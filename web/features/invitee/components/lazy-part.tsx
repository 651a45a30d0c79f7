import { type ComponentType, lazy, memo, Suspense, useDeferredValue, useMemo } from "react";

/**
 * A part of the invite page fetched when shown (the states few readers meet, and the list below
 * the form): the page's first load is budgeted (decisions 0007, 0058). The server renders it,
 * having awaited `preload` (a string render cannot wait for a lazy component); until the chunk
 * arrives the browser keeps that markup, as a suspended boundary stays as served. A boundary
 * given new props before it hydrates would drop that markup for its (empty) fallback: a
 * returning invitee's own responses, read as the page starts, would blank the list. So the part
 * is memoised, and new props reach it as a deferred update, which waits for the code rather than
 * dropping the markup.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // Made once per part, when its module loads (components/state-parts.ts), never while rendering.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level definition, one per part
  const Part = memo((props: Props) => {
    const shown = useDeferredValue(props);
    const Shown = loaded ?? Lazy;
    // The same element while the deferred props are the same: an urgent render passes nothing new.
    return useMemo(
      () => (
        <Suspense>
          <Shown {...shown} />
        </Suspense>
      ),
      [Shown, shown],
    );
  });
  return { Part, preload };
}
