import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { outdatedReason } from './ensure-dataset';

describe('outdatedReason', () => {
  it('keeps a current synthetic store, rebuilds one from an older generator, never touches a real copy', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tingdata-ensure-')), 'store.sqlite');
    generateDataset({ scale: SCALES.tiny, seed: 2, out: file });
    expect(outdatedReason(file)).toBeNull();
    const db = new Database(file);
    db.prepare(`UPDATE _tingdata_meta SET value = 'old' WHERE key = 'fingerprint'`).run();
    db.close();
    expect(outdatedReason(file)).toMatch(/older version/);
    const real = new Database(file);
    real.prepare(`DELETE FROM _tingdata_meta WHERE key = 'synthetic'`).run();
    real.close();
    expect(outdatedReason(file)).toBeNull();
  });
});
