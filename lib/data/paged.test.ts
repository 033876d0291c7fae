import { describe, expect, it } from 'vitest';
import { pageCountOf, paged } from './paged';

describe('paged', () => {
  it('counts the pages a total fills, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('keeps the page asked for, also past the last one', () => {
    expect(paged(['a'], 41, 3, 20)).toEqual({ items: ['a'], total: 41, page: 3, pageSize: 20, pageCount: 3 });
    expect(paged([], 5, 4, 20)).toMatchObject({ items: [], page: 4, pageCount: 1 });
  });
});
