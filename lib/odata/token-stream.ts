/**
 * The parser's cursor over one option's tokens: look-ahead, expectations that fail with a positioned
 * ODataSyntaxError, and the nesting counter that enforces MAX_DEPTH before each recursive descent.
 */

import { excerpt, ODataLimitError, ODataSyntaxError, type OptionName } from './errors';
import { type Token, type TokenKind, tokenize } from './lexer';
import { MAX_DEPTH } from './limits';

type TokenOf<K extends TokenKind> = Extract<Token, { readonly kind: K }>;

export class TokenStream {
  readonly option: OptionName;
  private readonly text: string;
  private readonly tokens: readonly Token[];
  private index = 0;
  private depth = 0;

  constructor(text: string, option: OptionName) {
    this.text = text;
    this.option = option;
    this.tokens = tokenize(text, option);
  }

  /** The token `ahead` places on (0 = the current one); `eof` past the end. */
  peek(ahead = 0): Token {
    const last = this.tokens.length - 1;
    return this.tokens[Math.min(this.index + ahead, last)]!;
  }

  advance(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.index++;
    return token;
  }

  at(kind: TokenKind, ahead = 0): boolean {
    return this.peek(ahead).kind === kind;
  }

  /** True when the current token is the identifier `word` (keywords are case-sensitive, as in OData 3.0). */
  atKeyword(word: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token.kind === 'identifier' && token.value === word;
  }

  /** Consumes and returns the current token if it has `kind`. */
  accept<K extends TokenKind>(kind: K): TokenOf<K> | null {
    const token = this.peek();
    if (token.kind !== kind) return null;
    this.advance();
    return token as TokenOf<K>;
  }

  /** Consumes a token of `kind` or fails with "Expected <what> but found …". */
  expect<K extends TokenKind>(kind: K, what = `'${kind}'`): TokenOf<K> {
    const token = this.accept(kind);
    if (token === null) this.unexpected(what);
    return token;
  }

  /** Fails unless all tokens were consumed. */
  expectEnd(expected = 'end of input'): void {
    if (!this.at('eof')) this.unexpected(expected);
  }

  unexpected(expected: string, token: Token = this.peek()): never {
    this.fail(`Expected ${expected} but found ${this.describe(token)}`, token.pos);
  }

  fail(reason: string, position: number): never {
    throw new ODataSyntaxError(reason, position, this.option);
  }

  /** Runs one nested construct (parenthesis, `not`, call, lambda, nested `$expand`) under the depth limit. */
  nested<T>(pos: number, parse: () => T): T {
    if (this.depth === MAX_DEPTH) throw new ODataLimitError('depth', MAX_DEPTH, this.option, pos);
    this.depth++;
    const result = parse();
    this.depth--;
    return result;
  }

  private describe(token: Token): string {
    if (token.kind === 'eof') return 'end of input';
    return excerpt(this.text.slice(token.pos, token.end));
  }
}
