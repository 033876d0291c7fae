import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { getActor, getPoliticianProfile } from '../actor';
import { getRecentVotes, getVotesAgainstParty, getVotingRecord } from '../actor-votes';
import { startParity } from './parity.fixture';

/**
 * Measures the politician page's live reads on the demo store (`data/test.sqlite`) with the stand-in upstream at
 * 300 ms latency: cold and warm time and upstream requests of the header and of the voting-record panel. Opt-in
 * (it takes a while): `ACTOR_TIMING=1 npx vitest run lib/data/live/actor-votes.timing.test.ts`.
 */
const DEMO = path.resolve('data/test.sqlite');
const run = process.env.ACTOR_TIMING === '1' && existsSync(DEMO);

describe.runIf(run)('politician page reads at 300 ms upstream latency (demo store)', () => {
  it('reports cold and warm times and request counts', { timeout: 300_000 }, async () => {
    const db = new Database(DEMO, { readonly: true });
    const member = (
      db.prepare(`SELECT "aktørid" AS id FROM "Stemme" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`).get() as {
        id: number;
      }
    ).id;
    const ballots = (
      db.prepare(`SELECT count(*) AS n FROM "Stemme" WHERE "aktørid" = ?`).get(member) as { n: number }
    ).n;
    db.close();
    const h = await startParity({ db: DEMO, latencyMs: 300 });
    const lines: string[] = [`member ${member}: ${ballots} Stemme rows`];
    const time = async (label: string, read: () => Promise<unknown>) => {
      h.upstream.reset();
      const started = performance.now();
      await h.live(read);
      const ms = performance.now() - started;
      lines.push(
        `${label}: ${ms.toFixed(0)} ms, ${h.upstream.requests.length} upstream requests (max ${h.upstream.maxInFlight} in flight)`,
      );
      return ms;
    };
    try {
      const header = await time('header cold (getActor + getPoliticianProfile)', () =>
        Promise.all([getActor(member), getPoliticianProfile(member)]),
      );
      await time('header warm', () => Promise.all([getActor(member), getPoliticianProfile(member)]));
      const record = await time('voting record cold', () => getVotingRecord(member));
      await time('voting record warm', () => getVotingRecord(member));
      await time('recent votes after the record (ballots cached)', () => getRecentVotes(member, 15));
      await time('votes against the party after the record', () => getVotesAgainstParty(member, 15));
      const warm: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await h.live(() =>
          Promise.all([
            getVotingRecord(member),
            getRecentVotes(member, 15),
            getVotesAgainstParty(member, 15),
          ]),
        );
        warm.push(performance.now() - started);
      }
      warm.sort((a, b) => a - b);
      lines.push(`all three vote panels warm: p50 ${warm[10]?.toFixed(1)} ms`);
      console.log(lines.join('\n'));
      expect(header).toBeLessThan(3.5 * 300);
      expect(record).toBeLessThan(10_000);
    } finally {
      await h.close();
    }
  });

  it('reports how the live party loyalty compares with the store’s', { timeout: 600_000 }, async () => {
    const db = new Database(DEMO, { readonly: true });
    const voters = (
      db.prepare(`SELECT DISTINCT "aktørid" AS id FROM "Stemme" ORDER BY 1`).all() as { id: number }[]
    )
      .map((r) => r.id)
      .filter((_, i) => i % 15 === 0);
    db.close();
    const h = await startParity({ db: DEMO });
    const sum = { store: new Map<string, number>(), live: new Map<string, number>() };
    try {
      for (const id of voters) {
        for (const [mode, read] of [
          ['store', h.store.bind(h)],
          ['live', h.live.bind(h)],
        ] as const) {
          const { loyalty } = await read(() => getVotingRecord(id));
          for (const [k, v] of Object.entries(loyalty)) sum[mode].set(k, (sum[mode].get(k) ?? 0) + v);
        }
      }
      console.log(
        `party loyalty over ${voters.length} members (demo store):\n`,
        [...sum.store.keys()]
          .map((k) => `${k}: store ${sum.store.get(k)}, live ${sum.live.get(k)}`)
          .join('\n'),
      );
    } finally {
      await h.close();
    }
  });
});
