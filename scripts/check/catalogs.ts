/**
 * The catalogs' check, run by `npm test`: every message is in every language's catalog with the
 * same inputs, and no word in Korean is written in worker/ or web/ outside the catalogs (a string,
 * a template or JSX text with Hangul in it; comments and OpenAPI examples aside). Prints each
 * problem with its place and exits 1 if there is one. `node scripts/check/catalogs.ts web/lib`
 * checks only the folders it is given (the catalogs always whole).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const I18N = "worker/i18n";
const SETTINGS = join(I18N, "project.inlang/settings.json");
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const problems: string[] = [];

type Settings = {
  baseLocale: string;
  locales: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const settings: Settings = JSON.parse(readFileSync(SETTINGS, "utf8"));

/** The inputs a message names: `{name}` in a pattern, or a variant message's declarations. */
function inputsOf(message: unknown): string[] {
  const text = JSON.stringify(message);
  const names = new Set<string>();
  for (const match of text.matchAll(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g)) names.add(match[1]);
  for (const match of text.matchAll(/input ([a-zA-Z_][a-zA-Z0-9_]*)/g)) names.add(match[1]);
  return [...names].sort();
}

const keysByFile = new Map<string, string>();
for (const pattern of settings["plugin.inlang.messageFormat"].pathPattern) {
  const catalogs = settings.locales.map((locale) => {
    const file = join(I18N, pattern.replace("{locale}", locale));
    const messages: Record<string, unknown> = JSON.parse(readFileSync(file, "utf8"));
    delete messages.$schema;
    return { locale, file, messages };
  });
  const base = catalogs.find((catalog) => catalog.locale === settings.baseLocale);
  if (!base) throw new Error(`no ${settings.baseLocale} catalog for ${pattern}`);
  for (const key of Object.keys(base.messages)) {
    const earlier = keysByFile.get(key);
    if (earlier) problems.push(`${base.file}: "${key}" is also in ${earlier}`);
    keysByFile.set(key, base.file);
  }
  for (const catalog of catalogs) {
    if (catalog === base) continue;
    for (const [key, message] of Object.entries(base.messages)) {
      const translated = catalog.messages[key];
      if (translated === undefined) {
        problems.push(`${catalog.file}: "${key}" is missing`);
        continue;
      }
      const want = inputsOf(message).join(", ");
      const have = inputsOf(translated).join(", ");
      if (want !== have) problems.push(`${catalog.file}: "${key}" takes {${have}}, not {${want}}`);
    }
    for (const key of Object.keys(catalog.messages)) {
      if (!(key in base.messages))
        problems.push(`${catalog.file}: "${key}" is not in ${base.file}`);
    }
  }
}

/** Where words may be written in Korean on purpose: the catalogs and the compiled messages. */
const OUTSIDE = [join(I18N, "messages"), join(I18N, "paraglide")];
const sourceFiles = (path: string): string[] => {
  if (OUTSIDE.some((outside) => path.startsWith(outside))) return [];
  if (statSync(path).isDirectory())
    return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
  return /\.tsx?$/.test(path) && !path.endsWith(".d.ts") ? [path] : [];
};

/** An OpenAPI example (`example: "비빔밥"`) documents the API's data, not words we show. */
const isExample = (node: ts.Node): boolean => {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) && /^examples?$/.test(at.name.getText())) return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
};

const roots = process.argv.slice(2);
for (const file of (roots.length ? roots : ["worker", "web"]).flatMap(sourceFiles)) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : null;
    if (text && HANGUL.test(text) && !isExample(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      problems.push(
        `${relative(".", file)}:${line + 1}: Korean outside the catalogs: ${text.trim().slice(0, 60)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`\n${problems.length} catalog problem(s): words belong in worker/i18n/messages.`);
  process.exit(1);
}
console.log("catalogs: every message in every language; no Korean outside them");
