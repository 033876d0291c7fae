import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ServerErrorEntry } from '../lib/server/server-error-log';
import { startChild } from './child-service';

/**
 * A production server (scripts/serve.ts) on a store that fails for real, for the tests of what a failed request
 * shows the reader and leaves in the log: a file that is no database at all (every read fails, as on a damaged
 * disk), or a copy of the test store without one table (the pages that read it fail, the others work).
 */
export interface FailingSite {
  readonly url: string;
  /** The server's log lines (JSON on stderr) for a request id. */
  logLines(requestId: string): ServerErrorEntry[];
  /** `tingdata_server_errors_total` for a route pattern and status, read from `/metrics`. */
  failures(route: string, status: number): Promise<number>;
  stop(): Promise<void>;
}

/** The browser tests' store (as playwright.config.ts finds it). */
const TEST_STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));

/** A file at `file` that exists but is no SQLite database. */
export function writeNoDatabase(file: string): string {
  writeFileSync(file, 'Dette er ingen database.\n'.repeat(400));
  return file;
}

/** A copy of the test store at `file` without the table `table`. */
export function copyWithoutTable(file: string, table: string): string {
  copyFileSync(TEST_STORE, file);
  const db = new Database(file);
  try {
    db.exec(`DROP TABLE "${table.replaceAll('"', '""')}"`);
  } finally {
    db.close();
  }
  return file;
}

/** Serves `store` on `port` (loopback) until stopped. */
export async function startFailingSite(name: string, store: string, port: number): Promise<FailingSite> {
  const url = `http://localhost:${port}`;
  // Its reads fail at once; a generous deadline keeps a busy test machine from making them 503s instead.
  const env = { ODA_DB: store, ODA_PAGE_QUERY_TIMEOUT_MS: '30000' };
  const service = await startChild(name, ['scripts/serve.ts', '--port', String(port)], env, url, '/metrics');
  const logLines = (requestId: string) =>
    service
      .stderr()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes(`"requestId":"${requestId}"`))
      .map((line) => JSON.parse(line) as ServerErrorEntry);
  const failures = async (route: string, status: number) => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const prefix = `tingdata_server_errors_total{route="${route}",status="${status}"}`;
    const line = text.split('\n').find((l) => l.startsWith(prefix));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  return { url, logLines, failures, stop: service.stop };
}
