import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOrOpenMirror } from './mirror-schema';
import { recordCycleAttempt, recordCycleSuccess } from './mirror-state';
import { closeDeletedStores, getStore, RETIRE_AFTER_MS } from './open-store';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-open-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('getStore over a mirror', () => {
  it('keeps its connection while the sync only keeps books, and opens a new one when a cycle is applied', () => {
    const file = path.join(dir, 'mirror.sqlite');
    const writer = createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300);
    const first = getStore(file);
    expect(getStore(file)).toBe(first);

    recordCycleAttempt(writer, '2026-11-25T10:00:00.000Z');
    expect(getStore(file)).toBe(first);

    writer
      .prepare(
        'INSERT INTO "Periode" (id, startdato, slutdato, type, kode, titel, opdateringsdato) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        1,
        '2025-10-07T00:00:00',
        '2026-10-06T00:00:00',
        'samling',
        '20251',
        '2025-26',
        '2025-10-07T10:00:00',
      );
    recordCycleSuccess(writer, '2026-11-25T10:00:01.000Z', true, {});
    const second = getStore(file);
    expect(second).not.toBe(first);
    expect(second.prepare('SELECT count(*) FROM "Periode"').pluck().get()).toBe(1);
    expect(first.open).toBe(true);
    expect(getStore(file)).toBe(second);
    writer.close();
  });
});

describe('closeDeletedStores', () => {
  it('closes a connection once its file is deleted and no reader has asked for it for a while, and no sooner', () => {
    const file = path.join(dir, 'kept.sqlite');
    createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300).close();
    const gone = path.join(dir, 'gone.sqlite');
    copyFileSync(file, gone);
    const kept = getStore(file);
    const deleted = getStore(gone);
    rmSync(gone);
    const now = Date.now();
    expect(closeDeletedStores(now)).toBe(0);
    expect(deleted.open).toBe(true);
    expect(closeDeletedStores(now + RETIRE_AFTER_MS)).toBe(1);
    expect(deleted.open).toBe(false);
    expect(kept.open).toBe(true);
    expect(getStore(file)).toBe(kept);
  });
});
