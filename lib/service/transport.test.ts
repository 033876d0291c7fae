import { describe, expect, it } from 'vitest';
import { JSON_TYPE, ok, okBytes } from './responses';
import { segmentsBelow, toWebResponse } from './transport';

describe('toWebResponse', () => {
  it('sends bytes and text bodies as they are, and HEAD without a body', async () => {
    const bytes = Buffer.from('{"value":["æøå"]}');
    const fromBytes = toWebResponse(okBytes({ bytes, etag: '"x"' }, JSON_TYPE), 'GET');
    expect(fromBytes.status).toBe(200);
    expect(fromBytes.headers.get('etag')).toBe('"x"');
    expect(await fromBytes.text()).toBe('{"value":["æøå"]}');
    expect(await toWebResponse(ok('{"a":1}', JSON_TYPE), 'GET').text()).toBe('{"a":1}');
    const head = toWebResponse(okBytes({ bytes, etag: '"x"' }, JSON_TYPE), 'HEAD');
    expect(head.body).toBeNull();
    expect(head.headers.get('content-type')).toBe(JSON_TYPE);
  });

  it('never declares an encoding (Next drops it from route answers and compresses them itself)', () => {
    const res = toWebResponse(okBytes({ bytes: Buffer.alloc(5000, 97), etag: '"x"' }, JSON_TYPE), 'GET');
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('segmentsBelow', () => {
  it('keeps raw segments below the root', () => {
    expect(segmentsBelow('/api/Akt%C3%B8r(5)/Stemme', '/api/')).toEqual(['Akt%C3%B8r(5)', 'Stemme']);
    expect(segmentsBelow('/api/', '/api/')).toEqual([]);
  });
});
