import { describe, expect, it } from 'vitest';
import { cacheKey, canonicalKey } from '@/lib/cache/keys';
import { parseUpstreamRoot, readUpstreamConfig } from '@/lib/config/upstream';
import { InvalidUpstreamRequestError } from './errors';
import { parseUpstreamTarget } from './request';

const canonical = (text: string) => parseUpstreamTarget(text).pathAndQuery;

describe('canonical upstream requests (and cache keys)', () => {
  it.each([
    ['Sag?$top=5', 'Sag?$top=5'],
    ['Sag?%24top=5', 'Sag?$top=5'],
    ['Sag?$top=05', 'Sag?$top=5'],
    ['/Sag?$top=5&custom=x', 'Sag?$top=5'],
    ['Sag?$skip=10&$top=5&$filter=typeid  eq 3', 'Sag?$filter=typeid%20eq%203&$top=5&$skip=10'],
    ['Sag?$filter=(typeid eq 3) and (id gt 5)', 'Sag?$filter=typeid%20eq%203%20and%20id%20gt%205'],
    ["Sag?$filter=substringof('klima',titel)", 'Sag?$filter=substringof%28%27klima%27%2Ctitel%29'],
    ['Akt%C3%B8r(5)/SagAktør', 'Akt%C3%B8r(5)/SagAkt%C3%B8r'],
    ['Aktør(5)', 'Akt%C3%B8r(5)'],
    ['Sag?$inlinecount=AllPages&$format=JSON', 'Sag?$inlinecount=allpages&$format=json'],
    [
      'Afstemning?$expand=Stemme/Aktør&$select=id,Stemme/typeid',
      'Afstemning?$select=id%2CStemme%2Ftypeid&$expand=Stemme%2FAkt%C3%B8r',
    ],
    ['$metadata', '$metadata'],
  ])('%s → %s', (input, expected) => {
    expect(canonical(input)).toBe(expected);
  });

  it('gives `%24top=5` and `$top=5` one cache key, scoped by the upstream root', () => {
    const root = 'https://oda.ft.dk/api/';
    expect(canonicalKey(root, 'Sag?%24top=5&%24skip=0')).toBe(canonicalKey(root, 'Sag?$skip=0&$top=5'));
    expect(canonicalKey(root, 'Sag?$top=5')).toBe('tingdata:v1:oda.ft.dk/api/Sag?$top=5');
    expect(cacheKey('http://127.0.0.1:4100/api/', { pathAndQuery: 'Sag' })).toBe(
      'tingdata:v1:127.0.0.1:4100/api/Sag',
    );
  });

  it.each([
    'https://evil.example/api/Sag',
    'javascript:alert(1)',
    '//evil.example/api/Sag',
    'Sag#x',
    'Nope',
    '',
    'Sag(1)/Nope',
    'Sag/Sagstrin',
    'Sag?$top=-1',
    'Sag?$apply=x',
  ])('refuses %j', (input) => {
    expect(() => parseUpstreamTarget(input)).toThrow(InvalidUpstreamRequestError);
  });
});

describe('upstream configuration', () => {
  it('is off without ODA_UPSTREAM and normalises the root', () => {
    expect(readUpstreamConfig({})).toBeNull();
    expect(readUpstreamConfig({ ODA_UPSTREAM: ' ' })).toBeNull();
    expect(
      readUpstreamConfig({ ODA_UPSTREAM: 'https://oda.ft.dk/api', ODA_UPSTREAM_TIMEOUT_MS: '2500' }),
    ).toEqual({
      root: 'https://oda.ft.dk/api/',
      timeoutMs: 2500,
      concurrency: 10,
      maxQueued: 100,
      maxQueueWaitMs: 5000,
      userAgent: 'Tingdata/0.1 (API proxy)',
    });
    expect(
      readUpstreamConfig({
        ODA_UPSTREAM: 'https://oda.ft.dk/api',
        ODA_UPSTREAM_QUEUE: '0',
        ODA_UPSTREAM_QUEUE_WAIT_MS: '250',
      }),
    ).toMatchObject({ maxQueued: 0, maxQueueWaitMs: 250 });
  });

  it.each(['oda.ft.dk/api', 'ftp://oda.ft.dk/api', 'https://u:p@oda.ft.dk/api', 'https://oda.ft.dk/api?x=1'])(
    'refuses the root %j',
    (root) => {
      expect(() => parseUpstreamRoot(root)).toThrow(/ODA_UPSTREAM/);
    },
  );

  it('refuses a bad timeout', () => {
    expect(() =>
      readUpstreamConfig({ ODA_UPSTREAM: 'http://127.0.0.1:1/api', ODA_UPSTREAM_TIMEOUT_MS: 'soon' }),
    ).toThrow(/ODA_UPSTREAM_TIMEOUT_MS/);
  });
});
