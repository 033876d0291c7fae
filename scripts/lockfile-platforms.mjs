// Adds lockfile entries for the other platforms' native packages (Biome, Next's SWC, Tailwind's oxide) that this
// workplace's npm mirror does not serve. npm writes no entry for a package it cannot fetch, and `npm ci` then
// refuses the lockfile as out of sync. The entries carry version, os and cpu (from the parent's
// optionalDependencies and the package name); npm skips them on other platforms and, on their own platform,
// fetches them by version. Run after `npm install` changes package-lock.json: node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasm32'];
const CPU = { arm64: 'arm64', x64: 'x64', arm: 'arm', ia32: 'ia32', wasi: 'wasm32', gnueabihf: 'arm' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => p in CPU && p !== 'gnueabihf') ?? parts.find((p) => p in CPU);
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : undefined;
  if (!os || !cpuPart) return undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { os: [os], cpu: [CPU[cpuPart]], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key] || packages[`${path}/node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[key] = {
      version: range.replace(/^[\^~=]/, ''),
      dev: entry.dev || undefined,
      optional: true,
      ...platform,
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: added ${added} entries`);
