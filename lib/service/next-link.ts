import { printRawQueryOptions } from '@/lib/odata/printer';
import type { RawQueryOption } from '@/lib/odata/query-options';

/** The page size ODA serves, and the most a `$top` can ask for. */
export const PAGE_SIZE = 100;

/**
 * The `odata.nextLink` of a page, built the way the real service's framework builds it: the request's query
 * options in their original order (values escaped, `$` literal), the old `$skip` dropped, `$top` reduced by the
 * page size when present, and `$skip=<old skip + page size>` appended.
 */
export function buildNextLink(
  base: string,
  raw: readonly RawQueryOption[],
  skip: number,
  top: number | undefined,
): string {
  const kept: RawQueryOption[] = [];
  for (const option of raw) {
    if (option.name === '$skip') continue;
    if (option.name === '$top') {
      if (top !== undefined) kept.push({ ...option, value: String(top - PAGE_SIZE) });
      continue;
    }
    kept.push(option);
  }
  kept.push({ name: '$skip', value: String(skip + PAGE_SIZE) });
  return `${base}?${printRawQueryOptions(kept)}`;
}
