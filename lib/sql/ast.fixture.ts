/** Hand-built OData ASTs for the SQL compiler's tests (positions are 0: the compiler only passes them through). */
import type { BinaryOp, Expr, FunctionName, Lambda, Literal, MemberPath, OrderByItem } from '@/lib/odata/ast';

const literal = (type: Literal['type'], value: Literal['value']): Literal => ({
  kind: 'literal',
  type,
  value,
  pos: 0,
});

export const int = (n: number): Literal => literal('int', n);
export const dec = (n: number): Literal => literal('decimal', n);
export const str = (s: string): Literal => literal('string', s);
export const dt = (s: string): Literal => literal('datetime', s);
export const bool = (b: boolean): Literal => literal('boolean', b);
export const guid = (s: string): Literal => literal('guid', s);
export const nul: Literal = literal('null', null);

/** `m('Sagstrin/Sag/titel')`, or from a range variable: `m('Aktør/navn', 's')`. */
export const m = (path: string, variable: string | null = null): MemberPath => ({
  kind: 'member',
  variable,
  path: path === '' ? [] : path.split('/'),
  pos: 0,
});

export const bin = (op: BinaryOp, left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  op,
  left,
  right,
  pos: 0,
});
export const eq = (l: Expr, r: Expr) => bin('eq', l, r);
export const ne = (l: Expr, r: Expr) => bin('ne', l, r);
export const gt = (l: Expr, r: Expr) => bin('gt', l, r);
export const ge = (l: Expr, r: Expr) => bin('ge', l, r);
export const lt = (l: Expr, r: Expr) => bin('lt', l, r);
export const le = (l: Expr, r: Expr) => bin('le', l, r);
export const and = (l: Expr, r: Expr) => bin('and', l, r);
export const or = (l: Expr, r: Expr) => bin('or', l, r);
export const not = (operand: Expr): Expr => ({ kind: 'not', operand, pos: 0 });
export const neg = (operand: Expr): Expr => ({ kind: 'negate', operand, pos: 0 });
export const call = (name: FunctionName, ...args: Expr[]): Expr => ({ kind: 'call', name, args, pos: 0 });

export const any = (
  collection: MemberPath,
  variable: string | null = null,
  predicate: Expr | null = null,
): Lambda => ({
  kind: 'lambda',
  operator: 'any',
  collection,
  variable,
  predicate,
  pos: 0,
});
export const all = (collection: MemberPath, variable: string, predicate: Expr): Lambda => ({
  kind: 'lambda',
  operator: 'all',
  collection,
  variable,
  predicate,
  pos: 0,
});

export const asc = (path: string): OrderByItem => ({ kind: 'orderby', path: m(path), direction: 'asc' });
export const desc = (path: string): OrderByItem => ({ kind: 'orderby', path: m(path), direction: 'desc' });
