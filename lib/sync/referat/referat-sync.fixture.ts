/**
 * The transcript sync under test: a folder of transcript files in the FTP area's layout (`<samling>/<samling>_M<nr>_
 * helemoedet.xml`, written with lib/referat/referat-xml.fixture.ts), served by a real FTP server on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseReferatUpstream, type ReferatUpstream } from '@/lib/config/referat-upstream';
import { EXAMPLE_SITTING } from '@/lib/referat/referat-example.fixture';
import { referatXml } from '@/lib/referat/referat-xml.fixture';
import type { ReferatEra } from '@/lib/referat/types';
import { startTestFtpServer, type TestFtpServer, type TestFtpServerOptions } from './ftp-server.fixture';

export interface TranscriptArea {
  readonly dir: string;
  readonly server: TestFtpServer;
  readonly upstream: ReferatUpstream;
  /** Writes one sitting's file (the example sitting under this samling and number), dated `modified`; returns its name. */
  write(samling: string, meeting: number, options?: SittingFileOptions): string;
  close(): Promise<void>;
}

export interface SittingFileOptions {
  readonly era?: ReferatEra;
  /** Replaces the chair's opening words, so a re-release differs in text (and size). */
  readonly opening?: string;
  /** Keeps only this many characters: a file truncated at the source. */
  readonly truncateAt?: number;
  readonly modified?: Date;
}

export const fileName = (samling: string, meeting: number) => `${samling}_M${meeting}_helemoedet.xml`;

/** Sitting XML in the FTP area's layout, served on 127.0.0.1 (ports 3290–3319). */
export async function startTranscriptArea(options: TestFtpServerOptions = {}): Promise<TranscriptArea> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-referat-ftp-'));
  const server = await startTestFtpServer(dir, options);
  return {
    dir,
    server,
    upstream: parseReferatUpstream(server.url),
    write(samling, meeting, o = {}) {
      const era = o.era ?? 'tingdok';
      let xml = referatXml({ ...EXAMPLE_SITTING, samling, meetingNumber: String(meeting) }, era);
      if (o.opening) xml = xml.replace('Mødet er åbnet.', o.opening);
      if (o.truncateAt !== undefined) xml = xml.slice(0, o.truncateAt);
      const folder = path.join(dir, samling);
      mkdirSync(folder, { recursive: true });
      const file = path.join(folder, fileName(samling, meeting));
      writeFileSync(file, xml);
      const at = o.modified ?? new Date('2025-06-01T10:00:00Z');
      utimesSync(file, at, at);
      return fileName(samling, meeting);
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
