import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './ensure-build';

let root: string;

function file(relative: string, mtimeSeconds: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, mtimeSeconds, mtimeSeconds);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tingdata-build-'));
  file('app/page.tsx', 1_000);
  file('lib/data/votes/votes.ts', 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('asks for a build when there is none', () => {
    expect(staleBuildReason(root)).toBe('no production build yet');
  });

  it('accepts a build newer than every source', () => {
    file('.next/BUILD_ID', 2_000);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('asks for a build when a nested source or a config file is newer', () => {
    file('.next/BUILD_ID', 2_000);
    file('components/vote/LatestVotesList.tsx', 3_000);
    expect(staleBuildReason(root)).toBe('sources changed since the last build');
    file('components/vote/LatestVotesList.tsx', 1_000);
    file('next.config.ts', 3_000);
    expect(staleBuildReason(root)).toBe('sources changed since the last build');
  });

  it('ignores unit tests and files outside the app', () => {
    file('.next/BUILD_ID', 2_000);
    file('lib/data/votes/votes.test.ts', 3_000);
    file('e2e/home.spec.ts', 3_000);
    file('README.md', 3_000);
    expect(staleBuildReason(root)).toBeNull();
  });
});
