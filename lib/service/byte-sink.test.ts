import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ByteSink, digestOf } from './byte-sink';

const write = (parts: readonly (string | Buffer)[]) => {
  const sink = new ByteSink();
  for (const p of parts) {
    if (typeof p === 'string') sink.text(p);
    else sink.copy(p, digestOf(p));
  }
  return sink.finish();
};

describe('ByteSink', () => {
  it('writes text and copies as one UTF-8 answer, across chunk boundaries', () => {
    const record = Buffer.from(`{"navn":"Søren Pind","biografi":"${'æøå'.repeat(50_000)}"}`);
    const parts = ['{"value":[', record, ',', 'ø'.repeat(200_000), ',', record, ']}'];
    const expected = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    const { bytes } = write(parts);
    expect(Buffer.from(bytes).equals(expected)).toBe(true);
    // The answer owns its memory (a query thread hands it over whole).
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });

  it('gives the same ETag for the same answer and another for any other', () => {
    const record = Buffer.from('{"id":1}');
    const a = write(['[', record, ',', record, ']']);
    expect(write(['[', record, ',', record, ']']).etag).toBe(a.etag);
    expect(write(['[', record, ',', Buffer.from('{"id":2}'), ']']).etag).not.toBe(a.etag);
    expect(write(['[', record, ', ', record, ']']).etag).not.toBe(a.etag);
    // Text alone hashes exactly its bytes.
    expect(write(['{"a":"ø"}']).etag).toBe(
      `"${createHash('sha1').update('{"a":"ø"}', 'utf8').digest('base64url')}"`,
    );
  });

  it('keeps answers apart when sinks reuse chunk memory', () => {
    const first = write(['a'.repeat(300_000)]);
    const second = write(['b'.repeat(300_000)]);
    expect(Buffer.from(first.bytes).toString()).toBe('a'.repeat(300_000));
    expect(Buffer.from(second.bytes).toString()).toBe('b'.repeat(300_000));
  });
});
