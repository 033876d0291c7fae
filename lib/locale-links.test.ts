import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every internal address a page writes keeps the reader's language (lib/routes.ts `localePath`): an English page
 * links, posts its forms, redirects and rewrites its URL to `/en/…`. This test reads the source of app/ and
 * components/ and fails on an address written past the mechanism, so a new page or component cannot send an
 * English reader to a Danish page:
 * - next/link is imported only by components/ui/LocaleLink.tsx (use `LocaleLink`);
 * - `href`, `action` and `formAction` of a plain element (`<a>`, `<form>`, `<button>`) is a fragment (`#x`), an
 *   external URL (`https://…`, `mailto:…`, a field named `url` or `…Url` — ODA's links such as `fileUrl` — or
 *   `apiUrl(…)`), or a call of `localePath(locale, …)`;
 * - `LocaleLink`'s `href` is a Danish path (it adds the prefix itself; `localePath` inside it would add it twice);
 * - `redirect(…)`, `router.push/replace(url)` (next/navigation's router) and `history.pushState/replaceState(…, url)`
 *   take a `localePath(…)` call.
 */

const ROOTS = ['app', 'components'];
const LINK_COMPONENT = path.join('components', 'ui', 'LocaleLink.tsx');
const URL_ATTRIBUTES = new Set(['href', 'action', 'formAction']);
const REDIRECTS = new Set(['redirect', 'permanentRedirect']);
/** The moves of next/navigation's router (`useRouter()`), by the name of the variable holding it: `router`. */
const ROUTER_MOVES = new Set(['push', 'replace', 'prefetch']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Functions that return an absolute URL (`apiUrl`: the `/api` service's, which has no language). */
const ABSOLUTE_URL_FUNCTIONS = new Set(['apiUrl']);

/**
 * Whether a value is an absolute URL by its name: a field or variable named `url` or `…Url` (`d.fileUrl`,
 * `bio.profileUrl`: ODA's links to other sites), or a call of `apiUrl`. A method such as `toUrl()` gives a path.
 */
function isAbsoluteByName(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return /^(?:url|\w+Url)$/.test(node.text);
  if (ts.isPropertyAccessExpression(node)) return /^(?:url|\w+Url)$/.test(node.name.text);
  if (ts.isCallExpression(node))
    return ts.isIdentifier(node.expression) && ABSOLUTE_URL_FUNCTIONS.has(node.expression.text);
  return false;
}

/**
 * Functions that return an address in a given language: `localePath` itself, and the language switch's link to the
 * other language (lib/i18n/language-switch.ts).
 */
const LOCALISING = new Set(['localePath', 'languageSwitchHref']);

const isLocalePathCall = (node: ts.Expression): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && LOCALISING.has(node.expression.text);

const EXTERNAL = /^(?:#|https?:\/\/|mailto:)/;

/** Whether an element's URL attribute keeps the language (or leaves the site, or stays on the page). */
function keepsLanguage(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return keepsLanguage(node.expression);
  if (ts.isStringLiteralLike(node)) return EXTERNAL.test(node.text);
  if (ts.isTemplateExpression(node)) return /^(?:#|mailto:)/.test(node.head.text);
  if (ts.isConditionalExpression(node)) return keepsLanguage(node.whenTrue) && keepsLanguage(node.whenFalse);
  if (isLocalePathCall(node)) return true;
  return isAbsoluteByName(node);
}

const containsLocalePath = (node: ts.Node): boolean =>
  (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'localePath') ||
  (ts.forEachChild(node, containsLocalePath) ?? false);

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** What `text`, the source of `file`, writes past the mechanism. */
function findings(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: node.getText().replace(/\s+/g, ' ').slice(0, 120),
    });
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'next/link' &&
      file !== LINK_COMPONENT
    )
      report(node);
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && URL_ATTRIBUTES.has(node.name.text)) {
      const element = node.parent.parent;
      const tag =
        ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element) ? element.tagName : null;
      const value = node.initializer;
      const expression =
        value && ts.isJsxExpression(value)
          ? value.expression
          : value && ts.isStringLiteral(value)
            ? value
            : null;
      if (tag && expression) {
        const name = tag.getText();
        if (/^[a-z]/.test(name) && !keepsLanguage(expression)) report(node);
        if (name === 'LocaleLink' && containsLocalePath(expression)) report(node);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first] = node.arguments;
      if (ts.isIdentifier(callee) && REDIRECTS.has(name) && first && !isLocalePathCall(first)) report(node);
      if (
        ts.isPropertyAccessExpression(callee) &&
        ROUTER_MOVES.has(name) &&
        /^router$/i.test(callee.expression.getText().split('.').pop() ?? '') &&
        first &&
        !isLocalePathCall(first)
      )
        report(node);
      const url = node.arguments[2];
      if ((name === 'pushState' || name === 'replaceState') && url && !isLocalePathCall(url)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('internal addresses keep the reader’s language', () => {
  it('are all written through LocaleLink or localePath (lib/routes.ts)', () => {
    const all = ROOTS.flatMap(sourceFiles).flatMap((file) => findings(file, readFileSync(file, 'utf8')));
    expect(all.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const sample = [
      "import Link from 'next/link';",
      'const a = <a href={votePath(5)}>x</a>;',
      'const b = <form action={SEARCH_PATH} />;',
      'const c = <a href="/soeg">x</a>;',
      "const d = <LocaleLink href={localePath(locale, '/soeg')}>x</LocaleLink>;",
      'redirect(search.toUrl());',
      "window.history.pushState(null, '', state.toUrl());",
      'router.push(next.toUrl(), { scroll: false });',
      // Allowed:
      'const e = <a href={localePath(locale, votePath(5))}>x</a>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal.
      'const f = <a href={`#${id}`}>x</a>;',
      'const g = <a href={d.fileUrl}>x</a>;',
      'const j = <a href={search.toCalendarUrl()}>x</a>;',
      'const h = <LocaleLink href={votePath(5)}>x</LocaleLink>;',
      'redirect(localePath(locale, search.toUrl()));',
      'router.replace(localePath(locale, next.toUrl()));',
      "const k = ['a'].push('b');",
      'const i = <a href="https://oda.ft.dk">x</a>;',
    ].join('\n');
    const lines = findings(path.join('components', 'Sample.tsx'), sample).map((f) => f.line);
    expect(lines).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12]);
  });
});
