import { describe, expect, it } from 'vitest';
import { parseUpstreamTarget } from '@/lib/upstream/request';
import { and, anyOf, anyOfChunks, datetime, int, odata, str } from './query';

describe('odata request text', () => {
  it('encodes option values and keeps a non-ASCII path valid for the upstream parser', () => {
    const text = odata('Aktør(5)/Stemme', {
      filter: and(`typeid eq ${int(1)}`, `titel eq ${str("Lov om 'x' & y")}`),
      select: ['id', 'typeid'],
      expand: ['Afstemning'],
      orderby: 'id desc',
      top: 100,
      skip: 200,
      inlinecount: true,
    });
    expect(text).toBe(
      "Akt%C3%B8r(5)/Stemme?$filter=typeid%20eq%201%20and%20titel%20eq%20'Lov%20om%20''x''%20%26%20y'&$select=id%2Ctypeid&$expand=Afstemning&$orderby=id%20desc&$top=100&$skip=200&$inlinecount=allpages",
    );
    const target = parseUpstreamTarget(text);
    expect(target.set).toBe('Aktør');
    expect(target.options.top).toBe(100);
  });

  it('leaves out empty options and a zero skip', () => {
    expect(odata('Sag', { filter: null, select: [], skip: 0 })).toBe('Sag');
    expect(odata('Sag', { top: 1 })).toBe('Sag?$top=1');
  });

  it('writes literals safely', () => {
    expect(str("it's")).toBe("'it''s'");
    expect(() => int(1.5)).toThrow(TypeError);
    expect(datetime('2024-01-31')).toBe("datetime'2024-01-31T00:00:00'");
    expect(datetime('2024-01-31T13:05')).toBe("datetime'2024-01-31T13:05:00'");
    expect(() => datetime("2024' or 1 eq 1")).toThrow(TypeError);
  });

  it('builds id filters, de-duplicated and chunked', () => {
    expect(anyOf('id', [])).toBeNull();
    expect(anyOf('id', [3, 3, 4])).toBe('(id eq 3 or id eq 4)');
    const chunks = anyOfChunks(
      'aktørid',
      Array.from({ length: 85 }, (_, i) => i + 1),
      40,
    );
    expect(chunks).toHaveLength(3);
    expect(chunks[2]).toBe(
      '(aktørid eq 81 or aktørid eq 82 or aktørid eq 83 or aktørid eq 84 or aktørid eq 85)',
    );
    expect(and(null, false, 'a eq 1', undefined)).toBe('a eq 1');
    expect(and()).toBeNull();
  });
});
