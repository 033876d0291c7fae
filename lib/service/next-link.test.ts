import { describe, expect, it } from 'vitest';
import { buildNextLink } from './next-link';

const opts = (...pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));

describe('odata.nextLink', () => {
  it('keeps the options in their order, escapes values and appends $skip (docs/oda.md#collections)', () => {
    expect(buildNextLink('https://oda.ft.dk/api/Sag', opts(['$filter', 'typeid eq 3']), 0, undefined)).toBe(
      'https://oda.ft.dk/api/Sag?$filter=typeid%20eq%203&$skip=100',
    );
  });

  it('drops the old $skip and adds 100 to it', () => {
    expect(
      buildNextLink(
        'http://h/api/Afstemning',
        opts(['$inlinecount', 'allpages'], ['$skip', '200']),
        200,
        undefined,
      ),
    ).toBe('http://h/api/Afstemning?$inlinecount=allpages&$skip=300');
  });

  it('reduces a $top over 100 by the page served', () => {
    expect(buildNextLink('http://h/api/Stemme', opts(['$top', '250'], ['$format', 'json']), 0, 250)).toBe(
      'http://h/api/Stemme?$top=150&$format=json&$skip=100',
    );
  });

  it('keeps custom options and escapes Danish letters and quotes', () => {
    expect(
      buildNextLink('http://h/api/Akt%C3%B8r', opts(['$filter', "navn eq 'Åse'"], ['x', '1']), 0, undefined),
    ).toBe('http://h/api/Akt%C3%B8r?$filter=navn%20eq%20%27%C3%85se%27&x=1&$skip=100');
  });
});
