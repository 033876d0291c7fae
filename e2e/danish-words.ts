import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The Danish words an English page must not show outside an element marked `lang="da"`: built from the site's own
 * message tables, so the list grows with the interface. Every text under a `da` key (`defineMessages({ da: {…},
 * en: {…} })`, and any `{ da: …, en: … }` pair) is split into words; the words that also occur under an `en` key
 * (Folketing, CSV, names) are dropped; then the words every Danish text leans on are added back whatever the
 * English texts say, so an English text that borrows one ("According to the konklusion") is caught too.
 */

const SOURCE_ROOTS = ['app', 'components', 'lib'];

/** Words that English text must never show: Danish function words and the parliament's own vocabulary. */
const ALWAYS_DANISH = [
  // The list.
  'møde',
  'mødet',
  'samling',
  'samlingen',
  'afstemning',
  'afstemningen',
  'afstemninger',
  'forslag',
  'forslaget',
  'vedtaget',
  'forkastet',
  'stemmer',
  'stemme',
  'og',
  'ikke',
  'af',
  'til',
  'med',
  'på',
  'efter',
  'ifølge',
  'udvalg',
  'udvalget',
  'sag',
  'sagen',
  'sager',
  'konklusion',
  'konklusionen',
  'forløb',
  'behandling',
  'lovforslag',
  'beslutningsforslag',
  'forespørgsel',
  'betænkning',
  'ændringsforslag',
  'fremsat',
  'afholdt',
  'aflyst',
  'indkaldt',
  'kommende',
  'dato',
  'ukendt',
  'kl',
  // Months and weekdays spelled the Danish way (the English names that are the same are not here).
  'januar',
  'februar',
  'marts',
  'maj',
  'juni',
  'juli',
  'oktober',
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lørdag',
  'søndag',
];

/** Words of both languages that a Danish text uses but that are English too, read as English on an English page. */
const ALSO_ENGLISH = new Set(['her', 'hold', 'fast', 'under', 'over', 'top', 'mine', 'bare', 'i']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(?:test|fixture)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** The texts under each language's key in a source file. */
function textsByLanguage(file: string): { da: string[]; en: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = { da: [] as string[], en: [] as string[] };
  const collect = (node: ts.Node, into: string[]) => {
    if (ts.isStringLiteralLike(node)) into.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      into.push(node.head.text);
      for (const span of node.templateSpans) into.push(span.literal.text);
    }
    ts.forEachChild(node, (child) => collect(child, into));
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      if (key === 'da' || key === 'en') {
        collect(node.initializer, found[key]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A text's words, lower case: runs of letters (æ, ø, å included). Placeholders (`{name}`), addresses
 * (`https://…`, `/afstemning/5`) and abbreviations in capitals (the party codes ALT, SF, EL: names) are not words.
 */
export function wordsOf(text: string): string[] {
  const prose = text.replace(/\{\w+\}/g, ' ').replace(/(?:https?:\/\/|\B\/)\S*/g, ' ');
  return (prose.match(/\p{L}+/gu) ?? [])
    .filter((w) => w.length < 2 || w !== w.toLocaleUpperCase('da'))
    .map((w) => w.toLocaleLowerCase('da'));
}

let cached: ReadonlySet<string> | null = null;

/** The Danish words (see the file's comment), lower case. */
export function danishWords(): ReadonlySet<string> {
  if (cached) return cached;
  const da = new Set<string>();
  const en = new Set<string>();
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    const texts = textsByLanguage(file);
    for (const text of texts.da) for (const word of wordsOf(text)) da.add(word);
    for (const text of texts.en) for (const word of wordsOf(text)) en.add(word);
  }
  const words = new Set([...da].filter((w) => !en.has(w) && !ALSO_ENGLISH.has(w) && w.length > 1));
  for (const word of ALWAYS_DANISH) words.add(word);
  cached = words;
  return words;
}

/** A date written the Danish way: `20. november 2026`, `3. marts`. */
export const DANISH_DATE =
  /\b\d{1,2}\. (?:januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december)\b/i;
