import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { storeFingerprint } from '@/lib/dataset/fingerprint';
import { readCsv } from '@/lib/format/data-csv.fixture';
import { buildStore, type StoreBuilder } from '@/lib/store/store-builder.fixture';

/** Temporary directories made by {@link tempDir}, removed by {@link removeTempDirs} (call it in `afterEach`). */
const made: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-snap-'));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Case titles a CSV must carry intact: commas, quotes, line breaks, Danish letters, the empty string. */
export const AWKWARD_TITLES = [
  'Forslag til lov om ændring af lov om økonomi, "særlige" regler',
  'Første linje\r\nanden linje\nog en tredje',
  '',
  'Æble, øl og å',
] as const;

/**
 * A synthetic store as the generator records one (fingerprint, seed, scale, as-of date), holding a session, a
 * meeting, cases with {@link AWKWARD_TITLES} (one with no `resume`, one with an empty one) and a vote (a boolean).
 * `seed` tells two datasets apart.
 */
export function syntheticStore(file: string, seed = '1', more: (s: StoreBuilder) => void = () => {}): string {
  buildStore(file, (s) => {
    s.meta('fingerprint', storeFingerprint())
      .meta('seed', seed)
      .meta('as_of', '2026-11-20')
      .meta('generator_version', 'test')
      .session(1, '20241', '2024-10-01', '2025-09-30')
      .meeting(1, '1', '2024-10-02', 1);
    AWKWARD_TITLES.forEach((titel, i) => {
      s.case(i + 1, { typeid: 3, periodeid: 1, nummer: `L ${i + 1}`, titel, resume: i === 0 ? null : '' });
    });
    s.vote(1, { nummer: 1, typeid: 1, sagstrinid: null, mødeid: 1, vedtaget: true });
    more(s);
  });
  return file;
}

/** The records of a published CSV file (gunzipped and read as RFC 4180). */
export function readCsvFile(file: string): (string | null)[][] {
  return readCsv(gunzipSync(readFileSync(file)).toString('utf8'));
}
