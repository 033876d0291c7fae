import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const lru = (maxBytes: number) => new ByteLru<string>(maxBytes, (value) => Buffer.byteLength(value, 'utf8'));

describe('ByteLru', () => {
  it('stays within its byte budget, evicting the least recently used first', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.bytes).toBe(8);
    cache.set('c', 'cccc');
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(cache.bytes).toBe(8);
  });

  it('counts a read as a use (peek does not)', () => {
    const cache = lru(12);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.peek('b')).toBe('bbbb');
    cache.set('d', 'dddd');
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
  });

  it('evicts as many entries as a large value needs', () => {
    const cache = lru(10);
    for (const k of ['a', 'b', 'c', 'd', 'e']) cache.set(k, 'xx');
    cache.set('big', 'x'.repeat(9));
    expect(cache.keys()).toEqual(['big']);
    expect(cache.bytes).toBe(9);
  });

  it('counts bytes, not characters', () => {
    const cache = lru(10);
    cache.set('ø', 'øøøø');
    expect(cache.bytes).toBe(8);
  });

  it('refuses a value larger than the budget and drops the old value of its key', () => {
    const cache = lru(10);
    cache.set('a', 'aa');
    expect(cache.set('a', 'x'.repeat(11))).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('replaces a key in place of its old size', () => {
    const changes: number[] = [];
    const cache = new ByteLru<string>(
      10,
      (v) => v.length,
      (bytes) => changes.push(bytes),
    );
    cache.set('a', 'aaaa');
    cache.set('a', 'aa');
    cache.delete('a');
    expect(changes).toEqual([4, 2, 0]);
  });
});
