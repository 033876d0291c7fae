import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { apiUrl } from '@/lib/routes';
import { bodyText } from '@/lib/service/responses';
import type { ReadRunner } from '@/lib/service/run-read';
import { answerFromStore, directReads } from '@/lib/service/store-service';
import { openStore, type Store } from '@/lib/store/open-store';
import { API_EXAMPLES } from './api-examples';

const ORIGIN = 'http://tingdata.test';
const ROOT = apiUrl(ORIGIN);

let dir = '';
let store: Store | undefined;
let reads: ReadRunner | undefined;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-api-examples-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 1, out: file });
  const opened = openStore(file);
  store = opened;
  reads = directReads(() => opened);
});

afterAll(() => {
  store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The example as the page links it, answered by the service as `/api` answers it. */
async function answer(request: string) {
  if (!reads) throw new Error('no store');
  const url = new URL(apiUrl(ORIGIN, request));
  const { response } = await answerFromStore(
    {
      method: 'GET',
      segments: url.pathname.slice('/api/'.length).split('/'),
      search: url.search,
      header: () => null,
    },
    ROOT,
    reads,
  );
  return {
    status: response.status,
    json: JSON.parse(bodyText(response) ?? 'null') as Record<string, unknown>,
  };
}

describe('the API page’s examples', () => {
  it.each(API_EXAMPLES)('%s answers 200 with records', async (_key, request) => {
    const { status, json } = await answer(request);
    expect(status).toBe(200);
    expect(Array.isArray(json.value) && json.value.length > 0, request).toBe(true);
  });

  it('show what they say: steps, a count, ballots, a next page', async () => {
    const [bill] = (await answer(API_EXAMPLES[1][1])).json.value as { Sagstrin: unknown[] }[];
    expect(bill?.Sagstrin.length).toBeGreaterThan(0);
    expect(Number((await answer(API_EXAMPLES[2][1])).json['odata.count'])).toBeGreaterThan(0);
    const [vote] = (await answer(API_EXAMPLES[4][1])).json.value as { Stemme: unknown[] }[];
    expect(vote?.Stemme.length).toBeGreaterThan(0);
    expect((await answer(API_EXAMPLES[6][1])).json['odata.nextLink']).toBe(`${ROOT}Sag?$skip=200`);
  });
});
