/**
 * The stand-in for the live service in tests: the standalone OData server over a small hand-made store, behind a
 * counting proxy on 127.0.0.1 that records every request the "upstream" receives, the most in flight at once, and
 * can fail the next requests, refuse connections (stopped) or come back on the same port.
 *
 * The store: Periode 1–2; Aktør 1–250; Afstemning 1 (updated 2015) with 250 Stemme, Afstemning 2 (updated 10 days
 * ago) with 10 Stemme; Sag 1 (updated 2016) and 2 (updated 10 days ago).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ENTITIES } from '@/lib/model/entities';
import type { EdmType } from '@/lib/model/types';
import { type OdaServer, startOdaServer } from '@/lib/service/standalone-server';
import { REFERAT_DDL } from '@/lib/store/referat-schema';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';

type Row = Record<string, string | number | null>;

const OLD = '2015-05-04T10:00:00';
const recent = () => new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 19);

const FILLER: Readonly<Record<EdmType, string | number>> = {
  'Edm.Int32': 0,
  'Edm.Int16': 0,
  'Edm.String': '',
  'Edm.DateTime': OLD,
  'Edm.Boolean': 0,
};

/** Builds the small store described above into `file`. */
export function buildLiveStore(file: string): void {
  const db = new Database(file);
  try {
    for (const ddl of [...tableDdl(), ...REFERAT_DDL]) db.exec(ddl);
    const insert = (table: string, rows: readonly Row[]) => {
      const entity = ENTITIES.find((e) => e.name === table);
      if (!entity) throw new Error(`no entity ${table}`);
      const cols = entity.properties.map((p) => p.name);
      const stmt = db.prepare(
        `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      );
      for (const row of rows)
        stmt.run(...entity.properties.map((p) => row[p.name] ?? (p.nullable ? null : FILLER[p.type])));
    };
    const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    insert('Periode', [
      { id: 1, kode: '20241', titel: '2024-25', type: 'samling', opdateringsdato: OLD },
      { id: 2, kode: '20251', titel: '2025-26', type: 'samling', opdateringsdato: OLD },
    ]);
    insert('Afstemningstype', [{ id: 1, type: 'Endelig vedtagelse', opdateringsdato: OLD }]);
    insert('Stemmetype', [{ id: 1, type: 'For', opdateringsdato: OLD }]);
    insert(
      'Aktør',
      range(250).map((id) => ({ id, typeid: 5, navn: `Medlem ${id}`, periodeid: 1, opdateringsdato: OLD })),
    );
    insert('Sag', [
      { id: 1, typeid: 3, titel: 'En gammel sag', periodeid: 1, opdateringsdato: '2016-01-02T03:04:05' },
      { id: 2, typeid: 3, titel: 'En ny sag', periodeid: 2, opdateringsdato: recent() },
    ]);
    insert('Afstemning', [
      { id: 1, nummer: 1, konklusion: 'Vedtaget', vedtaget: 1, typeid: 1, opdateringsdato: OLD },
      { id: 2, nummer: 2, konklusion: 'Forkastet', vedtaget: 0, typeid: 1, opdateringsdato: recent() },
    ]);
    insert('Stemme', [
      ...range(250).map((id) => ({ id, typeid: 1, afstemningid: 1, aktørid: id, opdateringsdato: OLD })),
      ...range(10).map((i) => ({
        id: 1000 + i,
        typeid: 1,
        afstemningid: 2,
        aktørid: i,
        opdateringsdato: OLD,
      })),
    ]);
    for (const ddl of postLoadDdl()) db.exec(ddl);
  } finally {
    db.close();
  }
}

export interface TestUpstream {
  /** The root clients use, e.g. `http://127.0.0.1:4711/api/` (the counting proxy). */
  readonly root: string;
  /** `GET /api/Sag?…` of every request that reached the upstream, in order. */
  readonly requests: string[];
  /** The most requests in flight at the upstream at once since the last reset. */
  readonly maxInFlight: number;
  /** Answer the next `n` requests with `status` (without asking the server behind), with `headers` if given. */
  failNext(n: number, status?: number, headers?: Readonly<Record<string, string>>): void;
  /** Forget recorded requests and the in-flight maximum. */
  reset(): void;
  /** Stop listening and drop connections: requests are refused. */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface TestUpstreamOptions {
  readonly latencyMs?: number;
  readonly jitterMs?: number;
  readonly failRate?: number;
}

/** A temporary directory holding the store described above; `cleanup` removes it. */
export function makeLiveStore(): { readonly db: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-live-'));
  const db = path.join(dir, 'live.sqlite');
  buildLiveStore(db);
  return { db, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the standalone server over `db` (with latency/fault injection) and the counting proxy in front of it. */
export async function startTestUpstream(
  db: string,
  options: TestUpstreamOptions = {},
): Promise<TestUpstream> {
  const oda: OdaServer = await startOdaServer({
    port: 0,
    host: '127.0.0.1',
    db,
    latencyMs: options.latencyMs,
    jitterMs: options.jitterMs,
    failRate: options.failRate,
  });
  const target = new URL(oda.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const requests: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failures: { remaining: number; status: number; headers: Readonly<Record<string, string>> } = {
    remaining: 0,
    status: 503,
    headers: {},
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = () => {
      inFlight--;
    };
    if (failures.remaining > 0) {
      failures.remaining--;
      res.writeHead(failures.status, { 'Content-Type': 'text/plain', ...failures.headers });
      res.end('Injected failure', done);
      return;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // The Host header passes through, so the server writes the proxy's root in its links.
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', done);
      },
    );
    upstream.on('error', () => {
      done();
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const shut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    root: `http://127.0.0.1:${port}/api/`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    failNext(n, status = 503, headers = {}) {
      failures = { remaining: n, status, headers };
    },
    reset() {
      requests.length = 0;
      maxInFlight = inFlight;
    },
    stop: shut,
    async start() {
      server = createServer(handler);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (server.listening) await shut();
      agent.destroy();
      await oda.close();
    },
  };
}
