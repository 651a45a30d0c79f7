import type { BuildEnvironmentOptions } from "vite";
import { chunkGroups } from "./chunk-groups.ts";

/** The entry chunk of index.html (every language's). */
const ENTRY = /^assets\/index-[\w-]+\.js$/;
/** The chunks the entry loads to start the app (scripts/build/chunk-groups.ts names them). */
const STARTED_NAMES = new Set(["boot", "core", "framework", "rolldown-runtime"]);
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

/**
 * The browser's build: the chunks it loads on demand go by their hash alone. The app's first
 * chunk lists them all (each lazy page with what it imports), and their names were most of that
 * list's bytes on every page's first load (0.55 KB gzip of the invite page's). The chunks that
 * start the app keep theirs (STARTED); the Worker's bundle keeps its names for its stack traces.
 */
export const BROWSER_BUILD = {
  ...CLIENT_BUILD,
  rolldownOptions: {
    output: {
      ...CLIENT_BUILD.rolldownOptions.output,
      chunkFileNames: (chunk: { name: string }) =>
        STARTED_NAMES.has(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js",
    },
  },
} satisfies BuildEnvironmentOptions;
