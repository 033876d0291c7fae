import { describe, expect, it } from 'vitest';
import type { ResourcePath } from './ast';
import { ODataLimitError, ODataSyntaxError } from './errors';
import { bin, dt, int, m } from './parser.fixture';
import { parseQueryOptions, parseResourcePath } from './query-options';

function refusal(parse: () => unknown): unknown {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('parseQueryOptions', () => {
  it('parses a fully percent-encoded request as a real scraper sends it (docs/oda.md#client-requests)', () => {
    const query =
      "%24filter=akt%C3%B8rid%20eq%2012%20and%20opdateringsdato%20ge%20datetime'2025-01-01T00:00:00'&%24expand=Sag&%24top=100&%24orderby=opdateringsdato%20desc";
    const { options, raw } = parseQueryOptions(query);
    expect(options).toStrictEqual({
      filter: bin(
        'and',
        14,
        bin('eq', 8, m(0, 'aktørid'), int(11, 12)),
        bin('ge', 34, m(18, 'opdateringsdato'), dt(37, '2025-01-01T00:00:00')),
      ),
      expand: [{ kind: 'expand', path: ['Sag'], nested: [], pos: 0 }],
      top: 100,
      orderby: [{ kind: 'orderby', path: m(0, 'opdateringsdato'), direction: 'desc' }],
    });
    expect(raw.map((option) => option.name)).toEqual(['$filter', '$expand', '$top', '$orderby']);
  });

  it.each([
    "?$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$inlinecount=allpages&$skip=300",
    '$inlinecount=allpages&$filter=id gt 10000',
    "$filter=opdateringsdato gt datetime'2025-01-01T10:00:00.123+01:00'",
    '$top=100&$skip=200&$format=json',
    '$expand=Sagstrin/Afstemning,SagAktør,EmneordSag',
    '$filter=typeid eq 4 and periodeid eq 163',
    "$filter=type eq 'samling'&$orderby=startdato desc&$top=5",
    '%24select=id,titel,startdato&%24orderby=startdato%20desc&%24top=20',
    "$filter=nummerprefix eq 'L' or nummerprefix eq 'B'",
    '$filter=opdateringsdato gt 2023-11-25T10:00:00.000Z',
    '$expand=Dagsordenspunkt(%24expand=Sag)',
    '$expand=Dagsordenspunkt(%2524expand=Sag)',
    "$filter=Stemme/any(s: s/Aktør/navn eq 'X')&$expand=Stemme/Aktør",
  ])('accepts the client pattern %s', (query) => {
    expect(() => parseQueryOptions(query)).not.toThrow();
  });

  it('reads $top and %24top as the same option, from a string or from URLSearchParams', () => {
    expect(parseQueryOptions('$top=5').options).toStrictEqual({ top: 5 });
    expect(parseQueryOptions('%24top=5').options).toStrictEqual({ top: 5 });
    expect(parseQueryOptions(new URLSearchParams('%24top=5&%24skip=10')).options).toStrictEqual({
      top: 5,
      skip: 10,
    });
    expect(parseQueryOptions('').options).toStrictEqual({});
  });

  it('keeps every pair in order, custom options included, and ignores the custom ones', () => {
    const { options, raw } = parseQueryOptions('foo=bar&$top=5&x&$skip=0');
    expect(options).toStrictEqual({ top: 5, skip: 0 });
    expect(raw).toStrictEqual([
      { name: 'foo', value: 'bar' },
      { name: '$top', value: '5' },
      { name: 'x', value: '' },
      { name: '$skip', value: '0' },
    ]);
  });

  it.each<[string, number]>([
    ['0', 0],
    ['100', 100],
    ['007', 7],
    [' 5 ', 5],
    ['+5', 5],
    ['2147483647', 2_147_483_647],
  ])('accepts $top=%j', (value, top) => {
    expect(parseQueryOptions(new URLSearchParams({ $top: value })).options).toStrictEqual({ top });
  });

  it.each<[string, number, string]>([
    ['-1', 0, "Invalid $skip value '-1': expected a non-negative integer"],
    ['abc', 0, "Invalid $skip value 'abc': expected a non-negative integer"],
    ['1.5', 1, "Invalid $skip value '1.5': expected a non-negative integer"],
    ['10x', 2, "Invalid $skip value '10x': expected a non-negative integer"],
    ['', 0, "Invalid $skip value '': expected a non-negative integer"],
    ['2147483648', 0, "$skip value '2147483648' is larger than 2147483647"],
  ])('refuses $skip=%j (the framework answers 400)', (value, position, reason) => {
    const error = refusal(() => parseQueryOptions(new URLSearchParams({ $skip: value })));
    expect(error).toBeInstanceOf(ODataSyntaxError);
    expect(error).toMatchObject({ option: '$skip', position, reason });
  });

  it.each<[string, 'allpages' | 'none']>([
    ['allpages', 'allpages'],
    ['AllPages', 'allpages'],
    ['none', 'none'],
  ])('accepts $inlinecount=%s', (value, inlinecount) => {
    expect(parseQueryOptions(`$inlinecount=${value}`).options).toStrictEqual({ inlinecount });
  });

  it.each([
    ['json', 'json'],
    ['JSON', 'json'],
    ['application/json', 'json'],
    ['xml', 'xml'],
    ['atom', 'xml'],
    ['application/atom%2Bxml', 'xml'],
    ['application/atom+xml', 'xml'],
  ])('accepts $format=%s', (value, format) => {
    expect(parseQueryOptions(`$format=${value}`).options).toStrictEqual({ format });
  });

  it.each<[string, string, string]>([
    [
      '$inlinecount=allpage',
      '$inlinecount',
      "Invalid $inlinecount value 'allpage': expected allpages or none",
    ],
    ['$format=csv', '$format', "Invalid $format value 'csv': expected json or xml"],
    ['$format=', '$format', "Invalid $format value '': expected json or xml"],
    ['$search=klima', 'query', "Unsupported query option '$search'"],
    ['$apply=aggregate(id)', 'query', "Unsupported query option '$apply'"],
    ['$compute=x', 'query', "Unsupported query option '$compute'"],
    ['$count=true', 'query', "Unsupported query option '$count'"],
    ['$Filter=id eq 1', 'query', "Unsupported query option '$Filter'"],
    ['$top=1&%24top=2', 'query', "Query option '$top' is given more than once"],
    ['$filter=id eq 1&$filter=id eq 2', 'query', "Query option '$filter' is given more than once"],
  ])('refuses %s', (query, option, message) => {
    const error = refusal(() => parseQueryOptions(query));
    expect(error).toBeInstanceOf(ODataSyntaxError);
    expect(error).toMatchObject({ option, position: 0 });
    expect((error as Error).message).toBe(
      option === 'query' ? message : `${message} at position 0 in ${option}`,
    );
  });

  it('passes the position inside the option text through from the option parsers', () => {
    expect(refusal(() => parseQueryOptions('$top=5&$filter=id eq'))).toMatchObject({
      option: '$filter',
      position: 5,
      message: 'Expected an expression but found end of input at position 5 in $filter',
    });
    expect(refusal(() => parseQueryOptions('$expand=A($select=b)'))).toMatchObject({
      option: '$expand',
      position: 2,
    });
    expect(refusal(() => parseQueryOptions('$orderby='))).toMatchObject({ option: '$orderby', position: 0 });
  });

  it('refuses an over-long option or query before parsing it', () => {
    const longFilter = `$filter=${'id eq 1 or '.repeat(800)}id eq 1`;
    expect(refusal(() => parseQueryOptions(longFilter))).toMatchObject({
      limit: 'length',
      option: '$filter',
    });
    const longQuery = Array.from({ length: 3000 }, (_, i) => `c${i}=xxxx`).join('&');
    const error = refusal(() => parseQueryOptions(longQuery));
    expect(error).toBeInstanceOf(ODataLimitError);
    expect(error).toMatchObject({ limit: 'query-length', option: 'query' });
    expect(refusal(() => parseQueryOptions('x'.repeat(100_000)))).toMatchObject({ limit: 'query-length' });
  });
});

describe('parseResourcePath', () => {
  it.each<[string[], ResourcePath]>([
    [[], { kind: 'service-document' }],
    [[''], { kind: 'service-document' }],
    [['$metadata'], { kind: 'metadata' }],
    [['%24metadata'], { kind: 'metadata' }],
    [['Sag'], { kind: 'collection', set: 'Sag' }],
    [['Sag', ''], { kind: 'collection', set: 'Sag' }],
    [['Aktør'], { kind: 'collection', set: 'Aktør' }],
    [['Akt%C3%B8r'], { kind: 'collection', set: 'Aktør' }],
    [['Sag(5)'], { kind: 'entity', set: 'Sag', key: 5 }],
    [['Sag(1449)'], { kind: 'entity', set: 'Sag', key: 1449 }],
    [['Sag(-1)'], { kind: 'entity', set: 'Sag', key: -1 }],
    [['Sag(5)', 'Sagstrin'], { kind: 'navigation', set: 'Sag', key: 5, navigation: 'Sagstrin' }],
    [['Sag%285%29', 'SagAkt%C3%B8r'], { kind: 'navigation', set: 'Sag', key: 5, navigation: 'SagAktør' }],
    // Not an entity set, but not this layer's business: the service answers 404.
    [['robots.txt'], { kind: 'collection', set: 'robots.txt' }],
  ])('parses %j', (segments, expected) => {
    expect(parseResourcePath(segments)).toStrictEqual(expected);
  });

  it.each<[string[], number, string]>([
    [['Sag(abc)'], 4, "Invalid key 'abc': expected an integer"],
    [['Sag(1.5)'], 4, "Invalid key '1.5': expected an integer"],
    [['Sag()'], 4, "Invalid key '': expected an integer"],
    [['Sag(2147483648)'], 4, "Invalid key '2147483648': expected an integer"],
    [['Sag(5'], 5, "Expected ')'"],
    [['Sag(5)x'], 6, 'Expected end of path segment'],
    [['(5)'], 0, 'Expected an entity set name'],
    [['Sag)'], 3, "Unexpected ')'"],
    [['Sag', 'Sagstrin'], 3, "Expected '(' and a key before a navigation property"],
    [['Sag(5)', 'Sagstrin(3)'], 15, 'A navigation property takes no key'],
    [['Sag(5)', 'Sagstrin', 'Sag'], 15, 'Expected end of path'],
    [['$metadata', 'Sag'], 9, 'Expected end of path after $metadata'],
    [['Sag', '', 'x'], 4, 'Empty path segment'],
    [['Sag%zz'], 3, 'Malformed percent-encoding'],
  ])('refuses %j at position %i', (segments, position, reason) => {
    const error = refusal(() => parseResourcePath(segments));
    expect(error).toBeInstanceOf(ODataSyntaxError);
    expect(error).toMatchObject({ option: 'path', position, reason });
  });

  it('refuses an over-long path', () => {
    expect(refusal(() => parseResourcePath(['x'.repeat(10_000)]))).toMatchObject({
      limit: 'length',
      option: 'path',
    });
  });
});
