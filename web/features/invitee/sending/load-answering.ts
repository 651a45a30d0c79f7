export type Answering = typeof import("./answering");

let loading: Promise<Answering> | undefined;
let loaded: Answering | undefined;

/**
 * The forms' checks, calls and wording (answering.ts), fetched once: the page asks for them when
 * it is idle after showing, and a button waits for them if pressed sooner. A failed fetch (a
 * dropped connection) is tried again on the next press. Once here, they take up a response the
 * page's own form post made before the app took over (answering.ts).
 */
export function loadAnswering(): Promise<Answering> {
  loading ??= import("./answering").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The loaded module, for the moments that cannot wait (a mutation's error handler). */
export const loadedAnswering = () => loaded;
