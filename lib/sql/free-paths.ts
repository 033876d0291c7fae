import type { Expr, MemberPath } from '@/lib/odata/ast';
import { ROOT_VARIABLE } from './context';

/** A member path not bound inside the expression: where it starts (`$it` for the root) and its segments. */
export interface FreePath {
  readonly variable: string;
  readonly path: readonly string[];
}

const startOf = (m: MemberPath): string => m.variable ?? ROOT_VARIABLE;

/**
 * The member paths an expression reads from outside itself: every member and lambda collection path whose start is
 * not a range variable declared inside the expression.
 */
export function freePaths(expr: Expr, bound: ReadonlySet<string> = new Set()): FreePath[] {
  switch (expr.kind) {
    case 'literal':
      return [];
    case 'member':
      return bound.has(startOf(expr)) ? [] : [{ variable: startOf(expr), path: expr.path }];
    case 'binary':
      return [...freePaths(expr.left, bound), ...freePaths(expr.right, bound)];
    case 'not':
    case 'negate':
      return freePaths(expr.operand, bound);
    case 'call':
      return expr.args.flatMap((a) => freePaths(a, bound));
    case 'lambda': {
      const own = bound.has(startOf(expr.collection))
        ? []
        : [{ variable: startOf(expr.collection), path: expr.collection.path }];
      if (!expr.predicate) return own;
      const inner = new Set(bound);
      if (expr.variable) inner.add(expr.variable);
      return [...own, ...freePaths(expr.predicate, inner)];
    }
  }
}

/**
 * Re-roots every free path that starts at `variable` with segment `first`: `v/first/rest` becomes `to/rest`.
 * Range variables declared inside that shadow `variable` are respected.
 */
export function reroot(expr: Expr, variable: string, first: string, to: string): Expr {
  const move = (m: MemberPath): MemberPath =>
    startOf(m) === variable && m.path[0] === first ? { ...m, variable: to, path: m.path.slice(1) } : m;
  switch (expr.kind) {
    case 'literal':
      return expr;
    case 'member':
      return move(expr);
    case 'binary':
      return {
        ...expr,
        left: reroot(expr.left, variable, first, to),
        right: reroot(expr.right, variable, first, to),
      };
    case 'not':
    case 'negate':
      return { ...expr, operand: reroot(expr.operand, variable, first, to) };
    case 'call':
      return { ...expr, args: expr.args.map((a) => reroot(a, variable, first, to)) };
    case 'lambda': {
      const shadowed = expr.variable === variable;
      return {
        ...expr,
        collection: move(expr.collection),
        predicate: expr.predicate && !shadowed ? reroot(expr.predicate, variable, first, to) : expr.predicate,
      };
    }
  }
}
