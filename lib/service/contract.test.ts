/**
 * The endpoint contract (lib/service/contract-cases.fixture.ts) against the standalone server over a freshly generated
 * tiny store, plus checks that need the store itself: the Dagsordenspunkt lambda against plain SQL, and a full
 * paging walk along odata.nextLink.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import {
  CONTRACT_CASES,
  type ContractContext,
  httpContractContext,
  runContractCase,
} from './contract-cases.fixture';
import { type OdaServer, startOdaServer } from './standalone-server';

let dir = '';
let server: OdaServer | undefined;
let ctx: ContractContext | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-contract-'));
  const db = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: db });
  server = await startOdaServer({ port: 0, host: '127.0.0.1', db });
  const base = server.url;
  ctx = await httpContractContext(base);
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const context = (): ContractContext => {
  if (!ctx) throw new Error('the contract server did not start');
  return ctx;
};

describe('ODA endpoint contract (standalone server, tiny store)', () => {
  it('has a case table', () => {
    expect(CONTRACT_CASES.length).toBeGreaterThan(100);
    expect(new Set(CONTRACT_CASES.map((c) => c.name)).size).toBe(CONTRACT_CASES.length);
  });

  for (const c of CONTRACT_CASES) {
    it(c.name, async () => {
      await runContractCase(c, context());
    });
  }
});

describe('against the store itself', () => {
  it('Møde?$filter=Dagsordenspunkt/any(d:d/sagid eq N) returns exactly the meetings SQL finds', async () => {
    const { base, send: sendTo } = context();
    const db = new Database(server?.db ?? '', { readonly: true });
    try {
      const cases = db
        .prepare(
          `SELECT ds.sagid AS sagid FROM DagsordenspunktSag ds GROUP BY ds.sagid ORDER BY COUNT(*) DESC, ds.sagid LIMIT 5`,
        )
        .all() as { sagid: number }[];
      expect(cases.length).toBeGreaterThan(0);
      for (const { sagid } of cases) {
        const expected = (
          db
            .prepare(
              `SELECT DISTINCT d."mødeid" AS id FROM Dagsordenspunkt d
               JOIN DagsordenspunktSag ds ON ds.dagsordenspunktid = d.id
               WHERE ds.sagid = ? ORDER BY 1`,
            )
            .all(sagid) as { id: number }[]
        ).map((r) => r.id);
        const res = await sendTo({
          path: 'Møde',
          query: `$filter=Dagsordenspunkt/any(d:d/sagid eq ${sagid})&$select=id&$orderby=id`,
        });
        expect(res.status).toBe(200);
        const got = (res.json as { value: { id: number }[] }).value.map((r) => r.id);
        expect(got, `meetings with case ${sagid} (${base})`).toEqual(expected);
      }
    } finally {
      db.close();
    }
  });

  it('following odata.nextLink from Sag?$inlinecount=allpages visits every Sag once, in id order', async () => {
    const { base, send: sendTo } = context();
    let res = await sendTo({ path: 'Sag', query: '$inlinecount=allpages' });
    const count = Number((res.json as { 'odata.count': string })['odata.count']);
    const seen: number[] = [];
    for (let hops = 0; hops < 1000; hops++) {
      expect(res.status).toBe(200);
      const body = res.json as { value: { id: number }[]; 'odata.nextLink'?: string };
      seen.push(...body.value.map((r) => r.id));
      const next = body['odata.nextLink'];
      if (!next) break;
      expect(next.startsWith(base)).toBe(true);
      res = await sendTo({ path: 'Sag', query: next.slice(next.indexOf('?') + 1) });
    }
    const db = new Database(server?.db ?? '', { readonly: true });
    try {
      const all = (db.prepare('SELECT id FROM Sag ORDER BY id').all() as { id: number }[]).map((r) => r.id);
      expect(seen).toEqual(all);
      expect(seen.length).toBe(count);
    } finally {
      db.close();
    }
  });
});
