/**
 * AST → canonical OData 3.0 text: the inverse of `parser.ts`, so `parseFilter(printFilter(e))` equals `e` up to
 * positions. Used to forward validated requests to the real ODA and to build `odata.nextLink`.
 *
 * The text is written to read the same under ODA's own parser (.NET, where `not` binds tighter than `eq`):
 * parentheses appear wherever precedence or associativity needs them, and always around a `not` operand that
 * is not a primary. Calls and lambdas are written compactly as ODA's examples are: `substringof('x',titel)`,
 * `Dagsordenspunkt/any(d:d/sagid eq 5)`.
 */

import type {
  BinaryOp,
  ExpandItem,
  Expr,
  Literal,
  MemberPath,
  OrderByItem,
  QueryOptions,
  SelectItem,
} from './ast';
import type { RawQueryOption } from './query-options';

/** Binding strength, loosest first; a child printed where a stronger one is needed gets parentheses. */
const Precedence = {
  Or: 1,
  And: 2,
  Not: 3,
  Comparison: 4,
  Additive: 5,
  Multiplicative: 6,
  Unary: 7,
  Primary: 8,
} as const;
type Precedence = number;

const BINARY_PRECEDENCE: Readonly<Record<BinaryOp, Precedence>> = {
  or: Precedence.Or,
  and: Precedence.And,
  eq: Precedence.Comparison,
  ne: Precedence.Comparison,
  gt: Precedence.Comparison,
  ge: Precedence.Comparison,
  lt: Precedence.Comparison,
  le: Precedence.Comparison,
  add: Precedence.Additive,
  sub: Precedence.Additive,
  mul: Precedence.Multiplicative,
  div: Precedence.Multiplicative,
  mod: Precedence.Multiplicative,
};

const IDENTIFIER = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Nd}\p{M}\p{Pc}]*$/u;

export function printFilter(expr: Expr): string {
  return printExpr(expr, Precedence.Or);
}

/** `titel,opdateringsdato desc` (ascending is the default and is left out). */
export function printOrderBy(items: readonly OrderByItem[]): string {
  return items.map((item) => printPath(item.path) + (item.direction === 'desc' ? ' desc' : '')).join(',');
}

/** `id,titel,Møde/*`. */
export function printSelect(items: readonly SelectItem[]): string {
  return items
    .map((item) => item.path.map((segment) => (segment === '*' ? '*' : name(segment))).join('/'))
    .join(',');
}

/** `Sagstrin/Afstemning,Dagsordenspunkt($expand=Sag)`. */
export function printExpand(items: readonly ExpandItem[]): string {
  return items
    .map((item) => {
      const path = item.path.map(name).join('/');
      return item.nested.length === 0 ? path : `${path}($expand=${printExpand(item.nested)})`;
    })
    .join(',');
}

/**
 * `$filter=typeid%20eq%203&$orderby=id&$skip=100`, without the leading '?': every present option in a fixed
 * order with `$skip` last (where ODA's nextLinks put it), each value escaped by `escapeQueryValue`.
 */
export function printQueryOptions(options: QueryOptions): string {
  const pairs: RawQueryOption[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined) pairs.push({ name, value });
  };
  add('$filter', options.filter && printFilter(options.filter));
  add('$select', options.select && printSelect(options.select));
  add('$orderby', options.orderby && printOrderBy(options.orderby));
  add('$expand', options.expand && printExpand(options.expand));
  add('$top', options.top?.toString());
  add('$inlinecount', options.inlinecount);
  add('$format', options.format);
  add('$skip', options.skip?.toString());
  return printRawQueryOptions(pairs);
}

/**
 * Query pairs as the framework writes nextLinks: `name=value` joined by '&', a leading `$` of a name kept
 * literal, everything else escaped as .NET's `Uri.EscapeDataString` does (RFC 3986: all but `A–Z a–z 0–9 - . _ ~`,
 * so a space becomes %20, never '+') [inf].
 */
export function printRawQueryOptions(pairs: readonly RawQueryOption[]): string {
  return pairs
    .map(({ name, value }) => {
      const key = name.startsWith('$') ? `$${escapeQueryValue(name.slice(1))}` : escapeQueryValue(name);
      return `${key}=${escapeQueryValue(value)}`;
    })
    .join('&');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * RFC 3986 percent-encoding of one query component (encodeURIComponent leaves `!'()*` alone; .NET does not).
 * A lone surrogate, which has no UTF-8 form, is written as U+FFFD, as URL decoding would have read it.
 */
export function escapeQueryValue(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function printExpr(expr: Expr, context: Precedence): string {
  const text = printNode(expr);
  return precedenceOf(expr) < context ? `(${text})` : text;
}

function printNode(expr: Expr): string {
  switch (expr.kind) {
    case 'literal':
      return printLiteral(expr);
    case 'member':
      return printPath(expr);
    case 'binary': {
      const precedence = BINARY_PRECEDENCE[expr.op];
      // Left-associative: an equal-strength child stays bare on the left and gets parentheses on the right.
      return `${printExpr(expr.left, precedence)} ${expr.op} ${printExpr(expr.right, precedence + 1)}`;
    }
    case 'not':
      return `not ${printExpr(expr.operand, Precedence.Primary)}`;
    case 'negate': {
      const operand = printExpr(expr.operand, Precedence.Unary);
      // `-5` would lex as one negative literal; a negated literal keeps its own node.
      return /^[0-9]/.test(operand) ? `- ${operand}` : `-${operand}`;
    }
    case 'call':
      return `${expr.name}(${expr.args.map((arg) => printExpr(arg, Precedence.Or)).join(',')})`;
    case 'lambda': {
      const body =
        expr.variable === null || expr.predicate === null
          ? ''
          : `${name(expr.variable)}:${printFilter(expr.predicate)}`;
      return `${printPath(expr.collection)}/${expr.operator}(${body})`;
    }
  }
}

function precedenceOf(expr: Expr): Precedence {
  switch (expr.kind) {
    case 'binary':
      return BINARY_PRECEDENCE[expr.op];
    case 'not':
      return Precedence.Not;
    case 'negate':
      return Precedence.Unary;
    default:
      return Precedence.Primary;
  }
}

function printLiteral(literal: Literal): string {
  const { type, value } = literal;
  switch (type) {
    case 'int':
      return String(value);
    case 'decimal': {
      // Keep a decimal point or exponent so the text lexes as a decimal again (2 → 2.0).
      const text = String(value);
      return /[.e]/.test(text) ? text : `${text}.0`;
    }
    case 'string':
      return `'${String(value).replaceAll("'", "''")}'`;
    case 'datetime':
      return `datetime'${String(value)}'`;
    case 'guid':
      return `guid'${String(value)}'`;
    case 'boolean':
      return value === true ? 'true' : 'false';
    case 'null':
      return 'null';
  }
}

function printPath(member: MemberPath): string {
  const segments = member.variable === null ? member.path : [member.variable, ...member.path];
  return segments.map(name).join('/');
}

/** Names come from the lexer; one that would not lex back is a bug upstream of the printer. */
function name(segment: string): string {
  if (!IDENTIFIER.test(segment))
    throw new Error(`Cannot print ${JSON.stringify(segment)} as an OData identifier`);
  return segment;
}
