import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReferatUpstream } from '@/lib/config/referat-upstream';
import { FtpAreaError, openFtpArea } from './ftp-area';
import { startTestFtpServer, type TestFtpServer, UNUSED_FTP_PORT } from './ftp-server.fixture';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-ftp-area-'));
let server: TestFtpServer;
beforeAll(async () => {
  mkdirSync(path.join(dir, 'samling', '20231'), { recursive: true });
  writeFileSync(path.join(dir, 'samling', '20231', '20231_M1_helemoedet.xml'), '<Dokument>138</Dokument>');
  server = await startTestFtpServer(dir);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const area = (url: string, sleeps: number[] = []) =>
  openFtpArea({
    upstream: parseReferatUpstream(url),
    timeoutMs: 5_000,
    maxAttempts: 3,
    backoff: { baseMs: 100, capMs: 400 },
    contact: null,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });

describe('the transcripts’ FTP area', () => {
  it('lists folders with sizes and times, and downloads a file whole, over one connection', async () => {
    const ftp = area(`${server.url}samling/`);
    try {
      const root = await ftp.list('');
      expect(root.map((e) => [e.name, e.isDirectory])).toEqual([['20231', true]]);
      const files = await ftp.list('20231');
      expect(files).toEqual([
        expect.objectContaining({ name: '20231_M1_helemoedet.xml', isDirectory: false, size: 24 }),
      ]);
      expect(files[0]?.modified).toBeTruthy();
      const data = await ftp.download('20231/20231_M1_helemoedet.xml');
      expect(data.toString('utf8')).toBe('<Dokument>138</Dokument>');
      expect(ftp.stats).toEqual({ connections: 1, listings: 2, downloads: 1, bytes: 24, retries: 0 });
      expect(server.commands.get('RETR')).toBe(1);
    } finally {
      ftp.close();
    }
  });

  it('gives up on a missing file at once, saying which', async () => {
    const ftp = area(`${server.url}samling/`);
    try {
      await expect(ftp.download('20231/20231_M2_helemoedet.xml')).rejects.toThrow(
        /downloading 20231\/20231_M2_helemoedet.xml at ftp:\/\/127\.0\.0\.1:\d+\/samling\/ failed: the server answered 5\d\d/,
      );
      expect(ftp.stats.retries).toBe(0);
    } finally {
      ftp.close();
    }
  });

  it('tries an unreachable server again after growing pauses, then names it and the reason', async () => {
    const sleeps: number[] = [];
    const ftp = area(`ftp://127.0.0.1:${UNUSED_FTP_PORT}/samling/`, sleeps);
    const error = await ftp.list('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FtpAreaError);
    expect((error as Error).message).toMatch(
      /^listing the root at ftp:\/\/127\.0\.0\.1:3299\/samling\/ failed: .*ECONNREFUSED.* \(after 3 tries\)$/,
    );
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeLessThan(100);
    expect(sleeps[1]).toBeLessThan(200);
    expect(ftp.stats.retries).toBe(2);
  });
});
