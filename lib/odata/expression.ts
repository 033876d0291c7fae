/**
 * Recursive-descent parser for OData 3.0 boolean and value expressions (the body of `$filter`). Precedence,
 * loosest first: `or` < `and` < `not`/comparison < additive < multiplicative < unary < primary; binary
 * operators associate to the left.
 *
 * `not` is read at two levels. In front of a comparison it takes the whole comparison, so `not a eq 1` means
 * `not (a eq 1)`; in operand position (`a eq not b`) it is a unary operator like `-`. ODA's .NET parser has
 * only the unary `not` and reads `not a eq 1` as `(not a) eq 1`, a type error unless `a` is boolean; for
 * booleans the two readings agree on `eq`/`ne` without nulls and differ only in exotic cases (`not a gt b`).
 * The printer always parenthesises a `not` operand, so text we forward reads the same under both rules.
 *
 * Every node's `pos` is the offset of the token that decides its kind: the operator of a binary, `not`, `-`,
 * the function name of a call, `any`/`all` of a lambda, the first segment of a member path, a literal's start.
 */

import type { BinaryOp, Call, Expr, Lambda, Literal, MemberPath } from './ast';
import { excerpt } from './errors';
import { FUNCTION_ARITY, isFunctionName } from './functions';
import type { Token } from './lexer';
import type { TokenStream } from './token-stream';

const OR: readonly BinaryOp[] = ['or'];
const AND: readonly BinaryOp[] = ['and'];
const COMPARISON: readonly BinaryOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];
const ADDITIVE: readonly BinaryOp[] = ['add', 'sub'];
const MULTIPLICATIVE: readonly BinaryOp[] = ['mul', 'div', 'mod'];

/** Operator words cannot start a member path, nor name a range variable (with the literal words). */
const RESERVED: ReadonlySet<string> = new Set([
  'not',
  ...OR,
  ...AND,
  ...COMPARISON,
  ...ADDITIVE,
  ...MULTIPLICATIVE,
]);
const LITERAL_WORDS: ReadonlySet<string> = new Set(['true', 'false', 'null']);

type IdentifierToken = Extract<Token, { readonly kind: 'identifier' }>;

export class ExpressionParser {
  private readonly stream: TokenStream;
  /** Range variables of the enclosing lambdas, outermost first. */
  private readonly scope: string[] = [];

  constructor(stream: TokenStream) {
    this.stream = stream;
  }

  /** Expression ::= OrExpr */
  parseExpression(): Expr {
    return this.parseOr();
  }

  /** OrExpr ::= AndExpr ('or' AndExpr)* */
  private parseOr(): Expr {
    return this.parseLeftAssociative(OR, () => this.parseAnd());
  }

  /** AndExpr ::= NotExpr ('and' NotExpr)* */
  private parseAnd(): Expr {
    return this.parseLeftAssociative(AND, () => this.parseNot());
  }

  /** NotExpr ::= 'not' NotExpr | Comparison */
  private parseNot(): Expr {
    const token = this.stream.peek();
    if (!this.stream.atKeyword('not')) return this.parseComparison();
    this.stream.advance();
    return this.stream.nested(token.pos, () => ({ kind: 'not', operand: this.parseNot(), pos: token.pos }));
  }

  /** Comparison ::= Additive (('eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le') Additive)* */
  private parseComparison(): Expr {
    return this.parseLeftAssociative(COMPARISON, () => this.parseAdditive());
  }

  /** Additive ::= Multiplicative (('add' | 'sub') Multiplicative)* */
  private parseAdditive(): Expr {
    return this.parseLeftAssociative(ADDITIVE, () => this.parseMultiplicative());
  }

  /** Multiplicative ::= Unary (('mul' | 'div' | 'mod') Unary)* */
  private parseMultiplicative(): Expr {
    return this.parseLeftAssociative(MULTIPLICATIVE, () => this.parseUnary());
  }

  private parseLeftAssociative(operators: readonly BinaryOp[], parseOperand: () => Expr): Expr {
    let left = parseOperand();
    for (;;) {
      const token = this.stream.peek();
      const op =
        token.kind === 'identifier' ? operators.find((candidate) => candidate === token.value) : undefined;
      if (op === undefined) return left;
      this.stream.advance();
      left = { kind: 'binary', op, left, right: parseOperand(), pos: token.pos };
    }
  }

  /** Unary ::= '-' Unary | 'not' Unary | Primary */
  private parseUnary(): Expr {
    const token = this.stream.peek();
    if (token.kind === '-') {
      this.stream.advance();
      return this.stream.nested(token.pos, () => ({
        kind: 'negate',
        operand: this.parseUnary(),
        pos: token.pos,
      }));
    }
    if (this.stream.atKeyword('not')) {
      this.stream.advance();
      return this.stream.nested(token.pos, () => ({
        kind: 'not',
        operand: this.parseUnary(),
        pos: token.pos,
      }));
    }
    return this.parsePrimary();
  }

  /** Primary ::= Number | String | DateTime | Guid | '(' Expression ')' | IdentifierExpr */
  private parsePrimary(): Expr {
    const token = this.stream.peek();
    switch (token.kind) {
      case 'int':
      case 'decimal':
      case 'string':
      case 'datetime':
      case 'guid':
        this.stream.advance();
        return { kind: 'literal', type: token.kind, value: token.value, pos: token.pos };
      case '(':
        this.stream.advance();
        return this.stream.nested(token.pos, () => {
          const inner = this.parseExpression();
          this.stream.expect(')');
          return inner;
        });
      case 'identifier':
        if (RESERVED.has(token.value)) return this.stream.unexpected('an expression', token);
        this.stream.advance();
        return this.parseIdentifierExpression(token);
      default:
        return this.stream.unexpected('an expression', token);
    }
  }

  /**
   * IdentifierExpr ::= 'true' | 'false' | 'null' | Call | MemberOrLambda
   * (the keyword literals; an identifier followed by '(' is a call; anything else a path)
   */
  private parseIdentifierExpression(token: IdentifierToken): Expr {
    if (token.value === 'true' || token.value === 'false') {
      return literal('boolean', token.value === 'true', token);
    }
    if (token.value === 'null') return literal('null', null, token);
    if (this.stream.at('(')) return this.parseCall(token);
    return this.parseMemberOrLambda(token);
  }

  /** Call ::= FunctionName '(' (Expression (',' Expression)*)? ')' */
  private parseCall(name: IdentifierToken): Call {
    const fn = name.value;
    if (!isFunctionName(fn)) {
      if (fn === 'any' || fn === 'all') {
        this.stream.fail(`'${fn}' must follow a collection path, as in Stemme/${fn}(s: …)`, name.pos);
      }
      this.stream.fail(`Unknown function ${excerpt(fn)}`, name.pos);
    }
    this.stream.expect('(');
    const args = this.stream.nested(name.pos, () => {
      const list: Expr[] = [];
      if (this.stream.accept(')')) return list;
      do list.push(this.parseExpression());
      while (this.stream.accept(','));
      this.stream.expect(')', "',' or ')'");
      return list;
    });
    const [min, max] = FUNCTION_ARITY[fn];
    if (args.length < min || args.length > max) {
      const expected = min === max ? `${min}` : `${min} or ${max}`;
      const noun = max === 1 ? 'argument' : 'arguments';
      this.stream.fail(`Function '${fn}' takes ${expected} ${noun} but was given ${args.length}`, name.pos);
    }
    return { kind: 'call', name: fn, args, pos: name.pos };
  }

  /** MemberOrLambda ::= Identifier ('/' Identifier)* ('/' ('any' | 'all') '(' LambdaBody ')')? */
  private parseMemberOrLambda(first: IdentifierToken): Expr {
    const segments = [first.value];
    while (this.stream.accept('/')) {
      const segment = this.stream.expect('identifier', 'a property name');
      const operator = segment.value === 'any' || segment.value === 'all' ? segment.value : null;
      if (operator !== null && this.stream.at('(')) {
        return this.parseLambda(this.member(segments, first.pos), operator, segment);
      }
      segments.push(segment.value);
    }
    return this.member(segments, first.pos);
  }

  /** LambdaBody ::= (Identifier ':' Expression)?   (empty only for `any`) */
  private parseLambda(collection: MemberPath, operator: 'any' | 'all', keyword: IdentifierToken): Lambda {
    this.stream.expect('(');
    return this.stream.nested(keyword.pos, (): Lambda => {
      const close = this.stream.peek();
      if (close.kind === ')') {
        if (operator === 'all') this.stream.fail("'all' needs a range variable and a predicate", close.pos);
        this.stream.advance();
        return { kind: 'lambda', operator, collection, variable: null, predicate: null, pos: keyword.pos };
      }
      const variable = this.stream.peek();
      if (
        variable.kind !== 'identifier' ||
        RESERVED.has(variable.value) ||
        LITERAL_WORDS.has(variable.value)
      ) {
        return this.stream.unexpected('a range variable', variable);
      }
      this.stream.advance();
      if (this.scope.includes(variable.value)) {
        this.stream.fail(`Range variable ${excerpt(variable.value)} is already in use`, variable.pos);
      }
      this.stream.expect(':');
      this.scope.push(variable.value);
      const predicate = this.parseExpression();
      this.scope.pop();
      this.stream.expect(')');
      return { kind: 'lambda', operator, collection, variable: variable.value, predicate, pos: keyword.pos };
    });
  }

  /** A path starting with a range variable in scope is relative to it; any other path is from the root. */
  private member(segments: readonly string[], pos: number): MemberPath {
    const [head, ...rest] = segments;
    if (head !== undefined && this.scope.includes(head))
      return { kind: 'member', variable: head, path: rest, pos };
    return { kind: 'member', variable: null, path: segments, pos };
  }
}

function literal(type: Literal['type'], value: Literal['value'], token: Token): Literal {
  return { kind: 'literal', type, value, pos: token.pos };
}
