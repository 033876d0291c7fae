import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * README's "Layout" table is how a newcomer learns each folder's job: it must name every folder of lib/ and
 * components/, and every folder it names must exist.
 */

const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const layout = readme.slice(
  readme.indexOf('## Layout'),
  readme.indexOf('\n## ', readme.indexOf('## Layout') + 1),
);
const rows = layout.split('\n').filter((line) => line.startsWith('| `'));
const domainRow = rows.find((row) => row.startsWith('| `components/<domain>/`')) ?? '';

const foldersOf = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory());

describe("README's layout table", () => {
  it('has its rows', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(domainRow).not.toBe('');
  });

  it.each(foldersOf('lib'))('names lib/%s/', (folder) => {
    expect(rows.some((row) => row.includes(`\`lib/${folder}/\``))).toBe(true);
  });

  it.each(foldersOf('components').filter((f) => f !== 'ui'))(
    'names components/%s/ among the domains',
    (folder) => {
      expect(domainRow).toContain(`\`${folder}/\``);
    },
  );

  it('names only folders that exist', () => {
    const named = [...layout.matchAll(/`((?:lib|components)\/[\w-]+)\/`/g)].map((m) => m[1] ?? '');
    const domains = [...domainRow.matchAll(/`([\w-]+)\/`/g)].map((m) => `components/${m[1]}`);
    for (const folder of [...named, ...domains])
      expect(existsSync(path.join(root, folder)), folder).toBe(true);
  });
});
