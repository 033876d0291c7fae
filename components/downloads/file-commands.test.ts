import { describe, expect, it } from 'vitest';
import { checkCommand, resumeCommand, sqliteCommand, unpackedName } from './file-commands';

describe('the commands shown for a file', () => {
  it('check a download against its checksum in sha256sum’s own format (two spaces)', () => {
    expect(checkCommand('ab12', 'Sag.csv.gz')).toBe('echo "ab12  Sag.csv.gz" | sha256sum -c');
  });

  it('resume a download and open the store under its unpacked name', () => {
    expect(resumeCommand('https://x.dk/data/filer/g1/tingdata.sqlite.gz')).toBe(
      "curl -fL -C - -O 'https://x.dk/data/filer/g1/tingdata.sqlite.gz'",
    );
    expect(unpackedName('tingdata.sqlite.gz')).toBe('tingdata.sqlite');
    expect(sqliteCommand('tingdata.sqlite.gz')).toMatch(
      /^gunzip tingdata\.sqlite\.gz\nsqlite3 tingdata\.sqlite "SELECT/,
    );
  });
});
