import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A part of the invite page that only some of its states show (responses closed, a reply to a
 * posted form, a reminder), fetched when shown: the page's first load is budgeted
 * (decision 0007). The server renders it, having awaited `preload` (a string render cannot
 * wait for a lazy component); until the chunk arrives the browser keeps that markup, as a
 * suspended boundary stays as served. Memoised: a boundary given new props before it hydrates
 * would drop the served markup for its fallback.
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
    const Shown = loaded ?? Lazy;
    return (
      <Suspense>
        <Shown {...props} />
      </Suspense>
    );
  });
  return { Part, preload };
}
