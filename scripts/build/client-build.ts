import type { BuildEnvironmentOptions } from "vite";
import { chunkGroups } from "./chunk-groups.ts";

/** The entry chunk of index.html (every language's). */
const ENTRY = /^assets\/index-[\w-]+\.js$/;
/** The chunks the entry loads to start the app (scripts/build/chunk-groups.ts names them). */
const STARTED = /^assets\/(boot|core|framework|rolldown-runtime)-[\w-]+\.js$/;

/**
 * How the browser's bundle is built, the same for every language's tree
 * (scripts/build/language-trees.ts): a chunk is named by its content, so the files no word
 * changes come out alike in every tree and are kept once.
 */
export const CLIENT_BUILD = {
  modulePreload: {
    // Every browser we serve supports modulepreload; the polyfill would cost every page.
    polyfill: false,
    // What a later chunk imports on demand lists the chunks to fetch with it. Every page's entry
    // has started the app (core, and what it imports) before any other chunk runs, so a list
    // from another chunk leaves those out: naming them again fetched nothing and cost every
    // list their names (0.1 KB gzip of the invite page's first load).
    resolveDependencies: (_file, deps, { hostId, hostType }) =>
      hostType === "js" && !ENTRY.test(hostId) ? deps.filter((dep) => !STARTED.test(dep)) : deps,
  },
  // The browsers Tailwind 4 itself supports: older ones cannot use its styles anyway, so the
  // stylesheet carries no fallbacks for them (color-mix copies, light-dark workarounds).
  cssTarget: ["chrome111", "edge111", "safari16.4", "firefox128"],
  rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
} satisfies BuildEnvironmentOptions;
