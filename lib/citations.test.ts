import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments and docs cite files inside the repository only, so a newcomer can follow every one. What the code
 * knows about the real ODA service is in docs/oda.md; a comment points at one of its sections (`docs/oda.md#paging`,
 * or `docs/oda.md#collections, #paging`). This test reads every source file and doc and fails on:
 * - a citation of a document that is not in the repository (the team's reference notes by name, a relative path
 *   that climbs out of the repository, an absolute path on one machine: OUTSIDE_DOCUMENTS and OUTSIDE_PATH below);
 * - a citation `docs/<file>.md#<section>` whose file or section does not exist.
 */

const ROOTS = ['app', 'components', 'lib', 'scripts', 'e2e', 'docs', '.ci'];
const TOP_FILES = [
  'README.md',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'package.json',
  'biome.json',
  '.dependency-cruiser.cjs',
];
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|json|css|yml|yaml|sh)$|^run$/;
const SELF = path.join('lib', 'citations.test.ts');

/** Names of documents kept outside the repository (written in pieces so this file does not cite them itself). */
const OUTSIDE_DOCUMENTS = [
  'oda-' + 'reference',
  'oda-' + 'interface-spec',
  'referat-' + 'format',
  'house-' + 'style',
];
const OUTSIDE_PATH = /(^|[\s'"`(])(\.\.\/shared\/|shared\/data\/|\/(work|home|root|Users|tmp)\/[\w.-]+\/)/;

function repoFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...repoFiles(full));
    else if (TEXT.test(entry.name) && full !== SELF) files.push(full);
  }
  return files;
}

const FILES = [...ROOTS.flatMap(repoFiles), ...TOP_FILES.filter((file) => existsSync(file))];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(doc, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1] ?? '')));
}

interface Citation {
  readonly file: string;
  readonly line: number;
  readonly doc: string;
  readonly anchor: string;
}

/**
 * The sections cited in a text: `docs/x.md#a` (or `x.md#a` inside docs/), and the sections that follow one in the
 * same list, `docs/x.md#a, #b and #c` or `docs/x.md: #a, #b`.
 */
function citationsIn(text: string, file: string): Citation[] {
  const citations: Citation[] = [];
  const inDocs = file.startsWith(`docs${path.sep}`) || file === 'README.md';
  text.split('\n').forEach((line, i) => {
    const cite =
      /(?<![\w/.-])(docs\/)?([a-z][a-z0-9-]*\.md)(#[a-z0-9-]+|:(?= #))((?:(?:,| and|;|:|\/)? ?#[a-z][a-z0-9-]*)*)/g;
    for (const match of line.matchAll(cite)) {
      if (!match[1] && !inDocs) continue;
      const doc = path.join('docs', match[2] ?? '');
      const anchors = [match[3] ?? '', ...(match[4] ?? '').split(/[^#a-z0-9-]+/)]
        .filter((part) => part.startsWith('#'))
        .map((part) => part.slice(1));
      for (const anchor of anchors) citations.push({ file, line: i + 1, doc, anchor });
    }
    if (file === path.join('docs', 'oda.md'))
      for (const match of line.matchAll(/\]\(#([a-z0-9-]+)\)/g))
        citations.push({ file, line: i + 1, doc: file, anchor: match[1] ?? '' });
  });
  return citations;
}

describe('citations', () => {
  it('name no document outside the repository', () => {
    const outside: string[] = [];
    for (const file of FILES) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const name = OUTSIDE_DOCUMENTS.find((doc) => line.includes(doc));
          if (name || OUTSIDE_PATH.test(line)) outside.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(outside).toEqual([]);
  });

  it('of docs name a file and a section that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let count = 0;
    for (const file of FILES) {
      for (const citation of citationsIn(readFileSync(file, 'utf8'), file)) {
        count++;
        if (!existsSync(citation.doc)) {
          broken.push(`${citation.file}:${citation.line}: ${citation.doc} does not exist`);
          continue;
        }
        if (!anchors.has(citation.doc)) anchors.set(citation.doc, anchorsOf(citation.doc));
        if (!anchors.get(citation.doc)?.has(citation.anchor))
          broken.push(
            `${citation.file}:${citation.line}: ${citation.doc} has no section #${citation.anchor}`,
          );
      }
    }
    expect(broken).toEqual([]);
    // The comments about the real service cite docs/oda.md: the check above has something to check.
    expect(count).toBeGreaterThan(50);
  });

  it('are found in a list and checked against the headings', () => {
    const found = citationsIn(
      '// see docs/oda.md#paging, #errors and #headers; docs/oda.md: #service, #volumes\n// x.md#nope',
      path.join('lib', 'x.ts'),
    );
    expect(found.map((c) => `${c.doc}#${c.anchor}`)).toEqual([
      'docs/oda.md#paging',
      'docs/oda.md#errors',
      'docs/oda.md#headers',
      'docs/oda.md#service',
      'docs/oda.md#volumes',
    ]);
    expect(headingAnchor('Data quirks')).toBe('data-quirks');
    expect(headingAnchor('`$select` and friends')).toBe('select-and-friends');
  });

  it('outside the repository are recognised', () => {
    // Written in pieces, as OUTSIDE_DOCUMENTS is, so this file does not cite them itself.
    const lines = [
      `see ${'..'}/shared/notes.md`,
      `a path ${'/home'}/someone/x.ts`,
      `the ${OUTSIDE_DOCUMENTS[0]} §2`,
    ];
    expect(
      lines.filter((line) => OUTSIDE_PATH.test(line) || OUTSIDE_DOCUMENTS.some((d) => line.includes(d))),
    ).toEqual(lines);
    expect(OUTSIDE_PATH.test("import x from '@/components/home/HomeSection'")).toBe(false);
  });
});
