// `npm run deps:cycles`: prints the folder cycles (between folders of lib/ and components/) and the file cycles that
// dependency-cruiser finds under the rules of .dependency-cruiser.cjs. `npm run deps:check` (`--check`, part of
// `npm run lint`) fails on a cycle that .dependency-cruiser-known-cycles.json does not list, and on a listed one
// that is gone, so a new cycle fails CI and the list of known ones only shrinks.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type CruiseViolation, type Cycles, compareCycles, cyclesOf } from './lib/dependency-cycles';
import { nodeModulesBin } from './lib/run';

const CRUISED = ['lib', 'components', 'app', 'scripts', 'proxy.ts', 'instrumentation.ts'];
const KNOWN_FILE = '.dependency-cruiser-known-cycles.json';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const cruise = spawnSync(
  process.execPath,
  [
    nodeModulesBin('dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
    ...CRUISED,
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (cruise.error || !cruise.stdout) {
  console.error(cruise.error?.message ?? cruise.stderr);
  process.exit(2);
}
const { summary } = JSON.parse(cruise.stdout) as { summary: { violations: CruiseViolation[] } };
const found = cyclesOf(summary.violations);
const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Cycles;
const { added, gone } = compareCycles(found, known);
const mark = (line: string) => (added.includes(line) ? '  (new)' : '');

console.log(`Folder cycles (${found.folders.length}):`);
for (const line of found.folders) console.log(`  ${line}${mark(line)}`);
console.log(`File cycles (${found.files.length}):`);
for (const line of found.files) console.log(`  ${line}${mark(line)}`);

if (values.check && (added.length > 0 || gone.length > 0)) {
  for (const line of added)
    console.error(`New cycle: ${line}. Move what both sides need into a folder (or file) below both.`);
  for (const line of gone) console.error(`Gone, so no longer allowed: remove "${line}" from ${KNOWN_FILE}.`);
  process.exit(1);
}
