/**
 * `/api`'s two lanes with real query threads over a generated store: a cheap read is answered while expensive ones
 * hold every thread of the expensive lane, and a client's second expensive read is refused (429) at once, while
 * another client's first runs. Ordering, not durations: the expensive reads would take minutes, and are stopped
 * when the lanes close.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { openStore } from '@/lib/store/open-store';
import { createReadLanes, type ReadLanes } from './read-lanes';
import type { ODataRequest } from './request';
import { SLOW_STEMME_OPTIONS } from './slow-query.fixture';
import { answerFromStore } from './store-service';

const DEADLINE_MS = 120_000;
let dir = '';
let lanes: ReadLanes | undefined;
let sagId = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-lanes-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 5, out: file });
  const db = openStore(file);
  sagId = db.prepare('SELECT max(id) FROM Sag').pluck().get() as number;
  db.close();
  lanes = createReadLanes(
    { threads: 2, timeoutMs: DEADLINE_MS, maxQueue: 8 },
    { cheapThreads: 1, expensivePerClient: 1 },
    () => file,
  );
});

afterAll(async () => {
  await lanes?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Minutes of work within every cost limit: the expensive lane's. */
const SLOW = SLOW_STEMME_OPTIONS;
/** Quick, but a full-text search, which the plan cannot bound: the expensive lane's too. */
const SEARCH = "?$filter=substringof('lov',titel)&$top=5";

const request = (segment: string, search: string, client: string | null): ODataRequest => ({
  method: 'GET',
  segments: [segment],
  search,
  header: () => null,
  client,
});

const answer = (segment: string, search: string, client: string | null) => {
  if (!lanes) throw new Error('the lanes did not start');
  return answerFromStore(request(segment, search, client), 'http://tingdata.test/api/', lanes.reads);
};

describe("/api's lanes", () => {
  it('answers a cheap read while an expensive one holds the expensive lane, and caps expensive reads per client', async () => {
    // Both lanes' threads started, so what follows is about order, not start-up.
    expect((await answer(`Sag(${sagId})`, '', null)).response.status).toBe(200);
    expect((await answer('Sag', SEARCH, null)).response.status).toBe(200);

    const events: string[] = [];
    // Clients a and b each hold one of the expensive lane's two threads with minutes of work.
    const slow = ['client-a', 'client-b'].map((client) =>
      answer('Stemme', SLOW, client).then(
        (answered) => events.push(`${client}: slow answered ${answered.response.status}`),
        () => events.push(`${client}: slow stopped`),
      ),
    );
    const cheap = await answer(`Sag(${sagId})`, '', 'client-a');
    events.push('cheap answered');
    expect(cheap.response.status).toBe(200);

    // Client a has its one expensive read running: a second is refused at once, before it waits.
    const capped = await answer('Sag', SEARCH, 'client-a');
    events.push('second expensive refused');
    expect(capped.response.status).toBe(429);
    expect(capped.response.headers['Retry-After']).toBe(String(DEADLINE_MS / 1000));
    expect(String(capped.response.body)).toContain('expensive query running');

    expect(events).toEqual(['cheap answered', 'second expensive refused']);
    await lanes?.close();
    await Promise.all(slow);
    // Both slow reads were running (neither refused) until the threads stopped.
    expect(events.slice(2).sort()).toEqual(['client-a: slow stopped', 'client-b: slow stopped']);
  });
});
