import type { Paged } from './types';

/** The pages `total` items fill at `pageSize` a page; at least 1, so an empty list still has its one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list: its items, the total on all pages, the page (1-based, as given) and the pages there are. */
export function paged<T>(items: readonly T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, total, page, pageSize, pageCount: pageCountOf(total, pageSize) };
}
