import { describe, expect, it } from 'vitest';
import type { ReferatFileRecord } from '@/lib/store/referat-files';
import type { FtpEntry } from './ftp-area';
import { filesToFetch, listedFiles, samlingFolders } from './plan';

const entry = (
  name: string,
  size = 10,
  modified: string | null = 'Nov 29 00:43',
  isDirectory = false,
): FtpEntry => ({
  name,
  size,
  modified,
  isDirectory,
});

describe('planning a transcript cycle', () => {
  it('takes the samling folders of the root, oldest first', () => {
    expect(
      samlingFolders([
        entry('20231', 0, null, true),
        entry('20091', 0, null, true),
        entry('readme.txt'),
        entry('arkiv', 0, null, true),
        entry('20241', 0, null, false),
      ]),
    ).toEqual(['20091', '20231']);
  });

  it('takes a folder’s XML files in meeting order', () => {
    const files = listedFiles('20231', [
      entry('20231_M10_helemoedet.xml'),
      entry('20231_M9_helemoedet.XML'),
      entry('old', 0, null, true),
      entry('20231_M2_helemoedet.pdf'),
    ]);
    expect(files.map((f) => f.path)).toEqual([
      '20231/20231_M9_helemoedet.XML',
      '20231/20231_M10_helemoedet.xml',
    ]);
    expect(files[0]).toMatchObject({ samling: '20231', name: '20231_M9_helemoedet.XML', size: 10 });
  });

  it('fetches the new and the changed files only, rejected ones included when they changed', () => {
    const listed = listedFiles('20231', [
      entry('20231_M1_helemoedet.xml', 100, 'Nov 01 10:00'),
      entry('20231_M2_helemoedet.xml', 200, 'Nov 02 10:00'),
      entry('20231_M3_helemoedet.xml', 300, 'Nov 03 10:00'),
      entry('20231_M4_helemoedet.xml', 400, 'Nov 04 10:00'),
      entry('20231_M5_helemoedet.xml', 500, 'Nov 05 10:00'),
    ]);
    const record = (path: string, size: number, modified: string, status: ReferatFileRecord['status']) =>
      [path, { path, size, modified, sha256: 'x', status }] as const;
    const records = new Map([
      record('20231/20231_M1_helemoedet.xml', 100, 'Nov 01 10:00', 'imported'),
      record('20231/20231_M2_helemoedet.xml', 200, 'Nov 01 10:00', 'imported'),
      record('20231/20231_M3_helemoedet.xml', 299, 'Nov 03 10:00', 'imported'),
      record('20231/20231_M4_helemoedet.xml', 400, 'Nov 04 10:00', 'rejected'),
    ]);
    expect(filesToFetch(listed, records).map((f) => f.name)).toEqual([
      '20231_M2_helemoedet.xml',
      '20231_M3_helemoedet.xml',
      '20231_M5_helemoedet.xml',
    ]);
  });
});
