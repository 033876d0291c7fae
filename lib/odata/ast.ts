/**
 * The typed AST of OData 3.0 query options as ODA accepts them. Every node carries a `readonly kind` from a
 * closed union, so a visitor that misses a kind fails to compile. Positions are 0-based character offsets into
 * the option's (URL-decoded) text.
 */

export type ComparisonOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type LogicalOp = 'and' | 'or';
export type ArithmeticOp = 'add' | 'sub' | 'mul' | 'div' | 'mod';
export type BinaryOp = ComparisonOp | LogicalOp | ArithmeticOp;

export type FunctionName =
  | 'substringof'
  | 'startswith'
  | 'endswith'
  | 'length'
  | 'indexof'
  | 'substring'
  | 'tolower'
  | 'toupper'
  | 'trim'
  | 'concat'
  | 'replace'
  | 'year'
  | 'month'
  | 'day'
  | 'hour'
  | 'minute'
  | 'second'
  | 'round'
  | 'floor'
  | 'ceiling';

export interface Literal {
  readonly kind: 'literal';
  readonly type: 'int' | 'decimal' | 'string' | 'datetime' | 'guid' | 'boolean' | 'null';
  /** int/decimal: number; string/datetime/guid: the text inside the quotes (unescaped); boolean; null. */
  readonly value: number | string | boolean | null;
  readonly pos: number;
}

/**
 * A property path: `titel`, `Aktør/navn`, `Sagstrin/Sag/titel`. Within a lambda, `variable` names the range
 * variable the path starts from (`s/Aktør/navn` → variable 's', path ['Aktør', 'navn']).
 */
export interface MemberPath {
  readonly kind: 'member';
  readonly variable: string | null;
  readonly path: readonly string[];
  readonly pos: number;
}

export interface Binary {
  readonly kind: 'binary';
  readonly op: BinaryOp;
  readonly left: Expr;
  readonly right: Expr;
  readonly pos: number;
}

export interface Not {
  readonly kind: 'not';
  readonly operand: Expr;
  readonly pos: number;
}

export interface Negate {
  readonly kind: 'negate';
  readonly operand: Expr;
  readonly pos: number;
}

export interface Call {
  readonly kind: 'call';
  readonly name: FunctionName;
  readonly args: readonly Expr[];
  readonly pos: number;
}

/** `Stemme/any(s: s/typeid eq 1)`, `Stemme/all(s: …)`, `Dagsordenspunkt/any()`. */
export interface Lambda {
  readonly kind: 'lambda';
  readonly operator: 'any' | 'all';
  /** The collection navigation path, from the enclosing variable (or the root when null). */
  readonly collection: MemberPath;
  /** Null only for the argument-less `any()`. */
  readonly variable: string | null;
  readonly predicate: Expr | null;
  readonly pos: number;
}

export type Expr = Literal | MemberPath | Binary | Not | Negate | Call | Lambda;

export interface OrderByItem {
  readonly kind: 'orderby';
  readonly path: MemberPath;
  readonly direction: 'asc' | 'desc';
}

export interface SelectItem {
  readonly kind: 'select';
  /** `*`, a property, or `Nav/property` / `Nav/*` for an expanded navigation. */
  readonly path: readonly string[];
  readonly pos: number;
}

export interface ExpandItem {
  readonly kind: 'expand';
  /** `Stemme`, `Stemme/Aktør` (two levels at most in ODA). */
  readonly path: readonly string[];
  /** The nested form `Dagsordenspunkt($expand=Sag)`: expansions below the last segment. */
  readonly nested: readonly ExpandItem[];
  readonly pos: number;
}

/** All query options of one request, parsed. Absent options are undefined. */
export interface QueryOptions {
  readonly filter?: Expr;
  readonly select?: readonly SelectItem[];
  readonly orderby?: readonly OrderByItem[];
  readonly expand?: readonly ExpandItem[];
  readonly top?: number;
  readonly skip?: number;
  readonly inlinecount?: 'allpages' | 'none';
  readonly format?: 'json' | 'xml';
}

/** The resource part of a request URL: `/api/Sag`, `/api/Sag(5)`, `/api/$metadata`. */
export type ResourcePath =
  | { readonly kind: 'metadata' }
  | { readonly kind: 'service-document' }
  | { readonly kind: 'collection'; readonly set: string }
  | { readonly kind: 'entity'; readonly set: string; readonly key: number }
  | { readonly kind: 'navigation'; readonly set: string; readonly key: number; readonly navigation: string };
