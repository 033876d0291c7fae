import { describe, expect, it } from 'vitest';
import type { ResourcePath } from '@/lib/odata/ast';
import { deserializeEntry, freshnessOf, lifetimeMs, serializeEntry } from './entry';
import { recordDate, TTL_TABLE, ttlFor } from './ttl-policy';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const JSON_TYPE = 'application/json;odata=minimalmetadata';
const entity = (set: string, key = 1): ResourcePath => ({ kind: 'entity', set, key });
const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ 'odata.metadata': 'x', id: 1, ...fields });
const rule = (path: ResourcePath, status: number, body: string | null = null, contentType = JSON_TYPE) =>
  ttlFor({ path, status, body, contentType }, NOW).rule;

describe('TTL policy', () => {
  it.each<[string, ResourcePath, number, string | null, string]>([
    ['$metadata', { kind: 'metadata' }, 200, null, 'metadata'],
    ['a classification set', { kind: 'collection', set: 'Sagstype' }, 200, null, 'classification'],
    ['one classification record', entity('Stemmetype'), 200, record({}), 'classification'],
    ['Periode', { kind: 'collection', set: 'Periode' }, 200, null, 'classification'],
    [
      'a record updated 2 years ago',
      entity('Sag'),
      200,
      record({ opdateringsdato: '2024-01-01T10:00:00.5' }),
      'old-record',
    ],
    [
      'a record updated last week',
      entity('Sag'),
      200,
      record({ opdateringsdato: '2026-02-22T10:00:00' }),
      'recent-record',
    ],
    [
      'an old record with a recent dato',
      entity('Møde'),
      200,
      record({ opdateringsdato: '2020-01-01T00:00:00', dato: '2026-03-10T00:00:00' }),
      'recent-record',
    ],
    ['a record without dates', entity('Sag'), 200, record({}), 'recent-record'],
    ['a collection of old records', { kind: 'collection', set: 'Sag' }, 200, '{"value":[]}', 'collection'],
    [
      'a navigation',
      { kind: 'navigation', set: 'Sag', key: 1, navigation: 'Sagstrin' },
      200,
      null,
      'collection',
    ],
    ['an unknown key', entity('Sag'), 404, null, 'not-found'],
    ['a 400', { kind: 'collection', set: 'Sag' }, 400, null, 'client-error'],
    ['a 429 (one client over its share)', { kind: 'collection', set: 'Sag' }, 429, null, 'no-store'],
    ['a 503', { kind: 'collection', set: 'Sag' }, 503, null, 'no-store'],
  ])('%s → %s', (_what, path, status, body, expected) => {
    expect(rule(path, status, body)).toBe(expected);
  });

  it('has a day for classification, hours for old records, minutes for recent ones and collections', () => {
    expect(TTL_TABLE.classification.freshMs).toBe(86_400_000);
    expect(TTL_TABLE['old-record'].freshMs).toBe(6 * 3_600_000);
    expect(TTL_TABLE['recent-record'].freshMs).toBe(300_000);
    expect(TTL_TABLE.collection.freshMs).toBe(300_000);
    expect(TTL_TABLE['no-store'].freshMs).toBe(0);
  });

  it("reads an Atom entry's own dates, not its expanded entries'", () => {
    const atom =
      '<entry><link><m:inline><entry><content><m:properties><d:opdateringsdato m:type="Edm.DateTime">2026-02-01T00:00:00</d:opdateringsdato></m:properties></content></entry></m:inline></link>' +
      '<content type="application/xml"><m:properties><d:id m:type="Edm.Int32">1</d:id><d:opdateringsdato m:type="Edm.DateTime">2019-05-01T00:00:00</d:opdateringsdato></m:properties></content></entry>';
    expect(recordDate(atom, 'application/atom+xml;type=entry')).toBe(Date.parse('2019-05-01T00:00:00Z'));
    expect(rule(entity('Sag'), 200, atom, 'application/atom+xml;type=entry')).toBe('old-record');
  });
});

describe('cache entries', () => {
  const entry = {
    status: 200,
    headers: { 'Content-Type': JSON_TYPE },
    body: '{"a":"ø\\n"}\nline two',
    fetchedAt: NOW,
    ttl: TTL_TABLE.collection,
  };

  it('round-trip through the shared tier format', () => {
    expect(deserializeEntry(serializeEntry(entry))).toEqual(entry);
    expect(deserializeEntry('garbage')).toBeNull();
    expect(deserializeEntry('{"v":2}\nbody')).toBeNull();
  });

  it('age from fresh to stale to expired to dead', () => {
    const at = (ms: number) => freshnessOf(entry, NOW + ms);
    expect([at(0), at(299_999), at(300_000), at(599_999), at(600_000), at(86_700_000)]).toEqual([
      'fresh',
      'fresh',
      'stale',
      'stale',
      'expired',
      'dead',
    ]);
    expect(lifetimeMs(entry)).toBe(300_000 + 86_400_000);
  });
});
