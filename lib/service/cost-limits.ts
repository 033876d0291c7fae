import type { Expr, QueryOptions } from '@/lib/odata/ast';

/**
 * Bounds on what one request may cost, checked on the parsed options before any SQL runs (the expanded-rows cap
 * while expansions load). The first three are the defaults of the framework the real service runs on (ASP.NET Web
 * API OData's `ODataValidationSettings`: MaxAnyAllExpressionDepth 1, MaxNodeCount 100, MaxOrderByNodeCount 5),
 * which it refuses with 400 too; the fourth is ours, as the framework only cuts each expanded collection (at 100).
 * Without them one request could keep a query thread busy for hours: nested lambdas multiply the rows visited
 * (`Stemme/any(x: x/Aktør/Stemme/any(…))` visits every vote of every voter of every vote).
 */
export const MAX_ANY_ALL_DEPTH = 1;
export const MAX_FILTER_NODES = 100;
export const MAX_ORDERBY_CLAUSES = 5;
/** Expanded records in one response, every level and navigation together (the real service's slowest known
 * query, `Afstemning?$expand=Stemme/Aktør&$top=100`, writes 20,000). */
export const MAX_EXPANDED_ROWS = 25_000;
/**
 * How many times `replace()` may make a text longer, nested calls multiplied: the replacement's length over the
 * found text's. Ours too: `replace(replace(titel,'a','<1000 a>'),'a','<1000 a>')` builds a million characters per
 * `a` in every title, and SQLite gives up (its own limit, "string or blob too big") after building up to a GB.
 */
export const MAX_REPLACE_GROWTH = 100;

export type CostLimit =
  | 'any-all-depth'
  | 'filter-nodes'
  | 'orderby-clauses'
  | 'expanded-rows'
  | 'replace-growth';

const DESCRIPTIONS: Readonly<Record<CostLimit, (actual: number, max: number) => string>> = {
  'any-all-depth': (actual, max) =>
    `$filter nests any/all ${actual} levels deep; the limit (MaxAnyAllExpressionDepth) is ${max}.`,
  'filter-nodes': (actual, max) => `$filter has ${actual} nodes; the limit (MaxNodeCount) is ${max}.`,
  'orderby-clauses': (actual, max) =>
    `$orderby has ${actual} clauses; the limit (MaxOrderByNodeCount) is ${max}.`,
  'replace-growth': (actual, max) =>
    Number.isFinite(actual)
      ? `replace() in $filter can make a text ${actual} times longer; the limit is ${max}.`
      : `replace() in $filter needs texts (literals) to find and to replace with, so its growth stays within ${max}.`,
  'expanded-rows': (actual, max) =>
    `$expand reaches at least ${actual} records in this response; the limit (expanded records per response) is ${max}. Ask for fewer rows with $top, or expand less.`,
};

/** A request refused for what it would cost (400, naming the limit and the value). */
export class QueryCostError extends Error {
  override readonly name = 'QueryCostError';
  constructor(
    readonly limit: CostLimit,
    readonly actual: number,
    readonly max: number,
  ) {
    super(DESCRIPTIONS[limit](actual, max));
  }
}

/** Nodes of the filter tree: operators, literals, calls, lambdas, and one per segment of a member path. */
export function countNodes(expr: Expr): number {
  switch (expr.kind) {
    case 'literal':
      return 1;
    case 'member':
      return Math.max(1, expr.path.length);
    case 'binary':
      return 1 + countNodes(expr.left) + countNodes(expr.right);
    case 'not':
    case 'negate':
      return 1 + countNodes(expr.operand);
    case 'call':
      return 1 + expr.args.reduce((n, arg) => n + countNodes(arg), 0);
    case 'lambda':
      return 1 + countNodes(expr.collection) + (expr.predicate ? countNodes(expr.predicate) : 0);
  }
}

/** How deep any/all nest: 0 without lambdas, 1 for `Stemme/any(…)`, 2 when its body holds another. */
export function lambdaDepth(expr: Expr): number {
  switch (expr.kind) {
    case 'literal':
    case 'member':
      return 0;
    case 'binary':
      return Math.max(lambdaDepth(expr.left), lambdaDepth(expr.right));
    case 'not':
    case 'negate':
      return lambdaDepth(expr.operand);
    case 'call':
      return Math.max(0, ...expr.args.map(lambdaDepth));
    case 'lambda':
      return 1 + (expr.predicate ? lambdaDepth(expr.predicate) : 0);
  }
}

/**
 * How many times the replace() calls in an expression can make a text longer: a call's factor is its
 * replacement's length over its found text's (Infinity unless both are literals), multiplied through what it
 * works on; the largest over the expression.
 */
export function replaceGrowth(expr: Expr): number {
  switch (expr.kind) {
    case 'literal':
    case 'member':
      return 1;
    case 'binary':
      return Math.max(replaceGrowth(expr.left), replaceGrowth(expr.right));
    case 'not':
    case 'negate':
      return replaceGrowth(expr.operand);
    case 'lambda':
      return expr.predicate ? replaceGrowth(expr.predicate) : 1;
    case 'call': {
      const inner = Math.max(1, ...expr.args.map(replaceGrowth));
      if (expr.name !== 'replace') return inner;
      const [, find, replacement] = expr.args;
      const text = (e: Expr | undefined) =>
        e?.kind === 'literal' && typeof e.value === 'string' ? [...e.value].length : null;
      const [from, to] = [text(find), text(replacement)];
      if (from === null || to === null) return Number.POSITIVE_INFINITY;
      return inner * Math.max(1, Math.ceil(to / Math.max(1, from)));
    }
  }
}

/** Refuses options over the limits above with `QueryCostError` (the expanded-rows cap is checked while loading). */
export function checkQueryCost(options: QueryOptions): void {
  const orderby = options.orderby?.length ?? 0;
  if (orderby > MAX_ORDERBY_CLAUSES)
    throw new QueryCostError('orderby-clauses', orderby, MAX_ORDERBY_CLAUSES);
  if (!options.filter) return;
  const depth = lambdaDepth(options.filter);
  if (depth > MAX_ANY_ALL_DEPTH) throw new QueryCostError('any-all-depth', depth, MAX_ANY_ALL_DEPTH);
  const nodes = countNodes(options.filter);
  if (nodes > MAX_FILTER_NODES) throw new QueryCostError('filter-nodes', nodes, MAX_FILTER_NODES);
  const growth = replaceGrowth(options.filter);
  if (growth > MAX_REPLACE_GROWTH) throw new QueryCostError('replace-growth', growth, MAX_REPLACE_GROWTH);
}
