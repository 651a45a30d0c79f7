import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import type { Plugin } from "vite";
import type { Language } from "#i18n/language";
import { catalogLanguages } from "./languages.ts";

/**
 * The message catalogs (worker/i18n/messages) compiled into typed functions, one module per
 * message so each chunk carries only the messages it uses (docs/decisions/0057).
 */
const OPTIONS = {
  project: "./worker/i18n/project.inlang",
  outdir: "./worker/i18n/paraglide",
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};

const RUNTIME = fileURLToPath(new URL("../../worker/i18n/paraglide/runtime.js", import.meta.url));
const BROWSER_RUNTIME = fileURLToPath(
  new URL("../../web/i18n/browser-runtime.ts", import.meta.url),
);

/**
 * The browser's bundle takes web/i18n/browser-runtime.ts for Paraglide's runtime: the part it
 * uses, without the strategies only a server or a URL router needs.
 */
const browserRuntime = (): Plugin => ({
  name: "moim:browser-runtime",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer) {
    if (!importer || !source.endsWith("runtime.js")) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved?.id === RUNTIME ? BROWSER_RUNTIME : null;
  },
});

const PICK_LANGUAGE = fileURLToPath(new URL("../../web/i18n/pick-language.ts", import.meta.url));
const MESSAGE_MODULE = /\/worker\/i18n\/paraglide\/messages\/[a-z][a-z0-9_]*\.js$/;
/** Paraglide's wrapper of one message: the language read, a branch per language, the base. */
const WRAPPER =
  /export const (\w+) = \/\*\*[^\n]*\*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n((?:\tif \(locale === "\w+"\) return \w+\(inputs\)\n)+)\treturn (\w+)\(inputs\)\n\}\);/;

/**
 * In the browser's bundle, each compiled message is only the words of the language its tree
 * carries (scripts/build/language-trees.ts): a built tree is one language's. Under `vite` (dev),
 * which serves one tree for every language, each message calls web/i18n/pick-language.ts rather
 * than repeating Paraglide's wrapper: the same choice, in a few bytes per message. A message
 * module of another shape (a new Paraglide) fails the build rather than passing unchanged; the
 * few with markup keep theirs, with every language.
 */
const compactMessages = (language: Language | undefined): Plugin => {
  let carried = language;
  return {
    name: "moim:compact-messages",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    config(_config, { command }) {
      if (!carried && command === "build") carried = catalogLanguages().baseLocale;
    },
    // What the browser's code reads to know which language its tree carries
    // (web/i18n/reader-language.ts); not set where it carries them all.
    configEnvironment(name) {
      if (name !== "client" || !carried) return;
      return { define: { "import.meta.env.MOIM_LANGUAGE": JSON.stringify(carried) } };
    },
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null;
      const wrapper = WRAPPER.exec(code);
      // A message with markup ({#strong}…{/strong}) also has `parts`: kept as Paraglide writes it.
      if (!wrapper && code.includes("parts:")) return null;
      if (!wrapper)
        throw new Error(`${id}: not the message module shape scripts/build/catalogs.ts knows`);
      const [whole, name, branches, base] = wrapper;
      const others = new Map(
        [...branches.matchAll(/locale === "(\w+)"\) return (\w+)/g)].map(([, other, words]) => [
          other,
          words,
        ]),
      );
      const picked = carried
        ? `export const ${name} = ${others.get(carried) ?? base};`
        : `import { pickLanguage } from ${JSON.stringify(PICK_LANGUAGE)};\nexport const ${name} = /* @__PURE__ */ pickLanguage(${base}, { ${[...others].map(([other, words]) => `${other}: ${words}`).join(", ")} });`;
      // A plural's category is read only where a language has more than one form: Korean
      // never reads it. Choosing one has no effects, so where it is unread it goes.
      const pure = code.replaceAll("registry.plural(", "/* @__PURE__ */ registry.plural(");
      return { code: pure.replace(whole, picked), map: null };
    },
  };
};

/**
 * For `vite` and `vite build`: compiled at the start, and again when a catalog changes. A build
 * carries `language` alone, else the base language; `vite` (dev) carries them all.
 */
export const catalogs = ({ language }: { language?: Language } = {}) => [
  paraglideVitePlugin(OPTIONS),
  browserRuntime(),
  compactMessages(language),
];

/**
 * For a test run: compiled once, in a process of its own (`npm run i18n`), since the compiler
 * leaves handles open that would keep the run from ending.
 */
export const compileCatalogs = async () => {
  execFileSync("npm", ["run", "--silent", "i18n"], { stdio: "inherit" });
};
