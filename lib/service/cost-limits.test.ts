import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/lib/odata/parser';
import { parseQueryOptions } from '@/lib/odata/query-options';
import {
  checkQueryCost,
  countNodes,
  lambdaDepth,
  MAX_FILTER_NODES,
  QueryCostError,
  replaceGrowth,
} from './cost-limits';

const refusal = (query: string): QueryCostError | null => {
  try {
    checkQueryCost(parseQueryOptions(query).options);
    return null;
  } catch (error) {
    if (error instanceof QueryCostError) return error;
    throw error;
  }
};

describe('measures of a filter', () => {
  it('counts nodes: operators, literals, calls, lambdas and each path segment', () => {
    expect(countNodes(parseFilter('id eq 1'))).toBe(3);
    expect(countNodes(parseFilter("Aktør/navn eq 'x'"))).toBe(4);
    expect(countNodes(parseFilter('Stemme/any(s: s/typeid eq 1)'))).toBe(5);
    expect(countNodes(parseFilter("not substringof('a', titel)"))).toBe(4);
  });

  it('measures how deep any/all nest', () => {
    expect(lambdaDepth(parseFilter('id eq 1'))).toBe(0);
    expect(lambdaDepth(parseFilter('Stemme/any(s: s/typeid eq 1) and Stemme/all(t: t/id gt 0)'))).toBe(1);
    expect(lambdaDepth(parseFilter('Stemme/any(x: x/Aktør/Stemme/any(y: y/typeid eq x/typeid))'))).toBe(2);
  });

  it("multiplies replace()'s growth through nested calls", () => {
    expect(replaceGrowth(parseFilter("replace(titel, ' ', '') eq 'x'"))).toBe(1);
    expect(replaceGrowth(parseFilter("replace(titel, 'a', 'aaaaa') eq 'x'"))).toBe(5);
    expect(
      replaceGrowth(parseFilter("replace(replace(titel, 'a', 'aaaaa'), 'b', 'bbbbbbbbbb') eq 'x'")),
    ).toBe(50);
    expect(replaceGrowth(parseFilter("replace(titel, 'a', titelkort) eq 'x'"))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('checkQueryCost', () => {
  it("refuses the issue's nested lambda, naming the limit and the value", () => {
    const error = refusal(
      '$filter=id le 12 and not Stemme/any(x:x/Aktør/Stemme/any(y:y/typeid eq x/typeid add 99))&$inlinecount=allpages&$top=1',
    );
    expect(error).toMatchObject({ limit: 'any-all-depth', actual: 2, max: 1 });
    expect(error?.message).toBe(
      '$filter nests any/all 2 levels deep; the limit (MaxAnyAllExpressionDepth) is 1.',
    );
  });

  it('refuses a $filter over 100 nodes, a sixth $orderby clause and growing replace() chains', () => {
    const ids = Array.from({ length: 26 }, (_, i) => `id eq ${i}`).join(' or ');
    expect(refusal(`$filter=${encodeURIComponent(ids)}`)).toMatchObject({
      limit: 'filter-nodes',
      actual: 26 * 3 + 25,
      max: MAX_FILTER_NODES,
    });
    expect(refusal('$orderby=typeid,statusid,titel,nummer,opdateringsdato,id')).toMatchObject({
      limit: 'orderby-clauses',
      actual: 6,
      max: 5,
    });
    const a = 'a'.repeat(20);
    expect(refusal(`$filter=length(replace(replace(titel,'a','${a}'),'b','${a}')) gt 0`)).toMatchObject({
      limit: 'replace-growth',
      actual: 400,
      max: 100,
    });
  });

  it('lets through what real clients send', () => {
    for (const query of [
      '',
      "$filter=Stemme/any(s: s/Aktør/navn eq 'Frank Aaen')&$inlinecount=allpages",
      '$filter=Dagsordenspunkt/any(d:d/sagid eq 5)',
      "$filter=substringof('lov', titel) and startswith(titel,'Forslag')&$orderby=opdateringsdato desc,id",
      `$filter=${encodeURIComponent(Array.from({ length: 25 }, (_, i) => `id eq ${i}`).join(' or '))}`,
      '$orderby=typeid,statusid,titel,nummer,opdateringsdato',
    ])
      expect(refusal(query), query).toBeNull();
  });
});
