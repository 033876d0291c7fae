/**
 * Lexer for the text of `$filter`, `$orderby`, `$select` and `$expand` (after URL decoding). Keywords (`eq`,
 * `and`, `asc`, `true`, …) are plain identifiers: the parser decides what they mean where they stand.
 *
 * Token ::= Identifier | Number | String | DateTime | Guid | Option | '/' | '(' | ')' | ',' | ':' | '*' | '-' | '='
 *
 * - Identifier: a Unicode letter or `_`, then letters, digits, marks and `_` (`aktørid`, `Aktør`, `SagAktør`).
 * - Number: `-?digits[.digits][e±digits]` with an optional type suffix, tolerated and dropped: `L` (Int64)
 *   keeps an integer; `M`, `d`, `f` (decimal, double, single) make a decimal. A `-` directly before a digit
 *   belongs to the number, as in .NET's lexer, so `-5` is one literal and `- 5` is a negation.
 * - String: `'…'` with `''` for a quote (`'O''Brien'`).
 * - DateTime: `datetime'…'` or `datetimeoffset'…'` (treated alike), and leniently a bare ISO timestamp with a
 *   time part (`2023-11-25T10:00:00.000Z`), which one real client sends; see `literals.ts` for the shape. A
 *   `+hh:mm` offset whose '+' was form-decoded to a space is restored.
 * - Guid: `guid'…'`.
 * - Option: `$expand` (or `%24expand`, left encoded by some clients) inside a nested `A($expand=B)`.
 */

import { excerpt, ODataLimitError, ODataSyntaxError, type OptionName } from './errors';
import { checkLength, MAX_TOKENS } from './limits';
import { BARE_DATETIME, isDateTimeText, isGuidText, restoreOffsetPlus } from './literals';

export type Punctuator = '/' | '(' | ')' | ',' | ':' | '*' | '-' | '=';

interface Span {
  /** Offset of the first character. */
  readonly pos: number;
  /** Offset just past the last character. */
  readonly end: number;
}

/** One member per kind (the conditional distributes), so `token.kind === 'x'` narrows `value`. */
type TokenOfKinds<K extends string, V> = K extends string
  ? Span & { readonly kind: K; readonly value: V }
  : never;

export type Token =
  | TokenOfKinds<'identifier' | 'string' | 'datetime' | 'guid' | 'option', string>
  | TokenOfKinds<'int' | 'decimal', number>
  | TokenOfKinds<Punctuator | 'eof', null>;

export type TokenKind = Token['kind'];

const IDENTIFIER = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Nd}\p{M}\p{Pc}]*/uy;
const IDENTIFIER_PART = /[\p{L}\p{Nl}\p{Nd}\p{M}\p{Pc}]/uy;
const NUMBER = /-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?([LlMmDdFf])?/y;
const PUNCTUATORS: ReadonlySet<string> = new Set<Punctuator>(['/', '(', ')', ',', ':', '*', '-', '=']);
const UNSUPPORTED_PREFIXES: ReadonlySet<string> = new Set(['binary', 'x', 'time']);

/**
 * Splits option text into tokens, ending with one `eof` token. Refuses text over MAX_OPTION_LENGTH before
 * reading it and stops at MAX_TOKENS tokens.
 */
export function tokenize(text: string, option: OptionName): readonly Token[] {
  checkLength(text, option);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') {
      i++;
      continue;
    }
    if (tokens.length === MAX_TOKENS) throw new ODataLimitError('tokens', MAX_TOKENS, option, i);
    const token = readToken(text, i, option);
    tokens.push(token);
    i = token.end;
  }
  tokens.push({ kind: 'eof', value: null, pos: text.length, end: text.length });
  return tokens;
}

function readToken(text: string, i: number, option: OptionName): Token {
  const ch = text[i]!;
  if (ch === "'") {
    const { value, end } = readQuoted(text, i, option);
    return { kind: 'string', value, pos: i, end };
  }
  if (isDigit(ch)) {
    BARE_DATETIME.lastIndex = i;
    const bare = BARE_DATETIME.exec(text);
    if (bare && !isIdentifierPart(text, i + bare[0].length)) {
      const value = restoreOffsetPlus(bare[0]);
      if (!isDateTimeText(value)) {
        throw new ODataSyntaxError(`Invalid datetime literal ${excerpt(bare[0])}`, i, option);
      }
      return { kind: 'datetime', value, pos: i, end: i + bare[0].length };
    }
    return readNumber(text, i, option);
  }
  if (ch === '-' && isDigit(text[i + 1])) return readNumber(text, i, option);
  if (PUNCTUATORS.has(ch)) return { kind: ch as Punctuator, value: null, pos: i, end: i + 1 };
  if (ch === '$' || text.startsWith('%24', i)) {
    const start = ch === '$' ? i + 1 : i + 3;
    IDENTIFIER.lastIndex = start;
    const name = IDENTIFIER.exec(text);
    if (name) return { kind: 'option', value: `$${name[0]}`, pos: i, end: start + name[0].length };
  }
  IDENTIFIER.lastIndex = i;
  const identifier = IDENTIFIER.exec(text);
  if (identifier) return readIdentifierOrPrefixed(text, i, identifier[0], option);
  const codePoint = String.fromCodePoint(text.codePointAt(i)!);
  throw new ODataSyntaxError(`Unexpected character ${JSON.stringify(codePoint)}`, i, option);
}

/** An identifier, or a typed literal when a known prefix is followed directly by a quote: `datetime'…'`. */
function readIdentifierOrPrefixed(text: string, pos: number, name: string, option: OptionName): Token {
  const end = pos + name.length;
  if (text[end] !== "'") return { kind: 'identifier', value: name, pos, end };
  const prefix = name.toLowerCase();
  if (prefix === 'datetime' || prefix === 'datetimeoffset' || prefix === 'guid') {
    const quoted = readQuoted(text, end, option);
    const kind = prefix === 'guid' ? 'guid' : 'datetime';
    const value = kind === 'guid' ? quoted.value : restoreOffsetPlus(quoted.value);
    const valid = kind === 'guid' ? isGuidText(value) : isDateTimeText(value);
    if (!valid) throw new ODataSyntaxError(`Invalid ${kind} literal ${excerpt(quoted.value)}`, pos, option);
    return { kind, value, pos, end: quoted.end };
  }
  if (UNSUPPORTED_PREFIXES.has(prefix)) {
    throw new ODataSyntaxError(`Unsupported literal type ${excerpt(name)}`, pos, option);
  }
  // Not a literal prefix: `titel eq'x'` is an identifier followed by a string, as .NET reads it.
  return { kind: 'identifier', value: name, pos, end };
}

/** Reads `'…'` starting at the opening quote; `''` stands for one quote. */
function readQuoted(text: string, quote: number, option: OptionName): { value: string; end: number } {
  let value = '';
  let from = quote + 1;
  for (;;) {
    const close = text.indexOf("'", from);
    if (close < 0) throw new ODataSyntaxError('Unterminated string literal', quote, option);
    if (text[close + 1] === "'") {
      value += text.slice(from, close + 1);
      from = close + 2;
      continue;
    }
    return { value: value + text.slice(from, close), end: close + 1 };
  }
}

function readNumber(text: string, pos: number, option: OptionName): Token {
  NUMBER.lastIndex = pos;
  const match = NUMBER.exec(text)!;
  const [raw, fraction, exponent, suffix] = match;
  const end = pos + raw.length;
  if (isIdentifierPart(text, end)) {
    IDENTIFIER.lastIndex = end;
    const rest = IDENTIFIER.exec(text)?.[0] ?? '';
    throw new ODataSyntaxError(`Invalid number literal ${excerpt(raw + rest)}`, pos, option);
  }
  const digits = suffix ? raw.slice(0, -1) : raw;
  // `+ 0` turns -0 into 0, so printing and re-parsing gives the same value.
  const value = Number(digits) + 0;
  const integral = fraction === undefined && exponent === undefined;
  const isInt = integral && (suffix === undefined || suffix === 'L' || suffix === 'l');
  if (!integral && (suffix === 'L' || suffix === 'l')) {
    throw new ODataSyntaxError(`Invalid number literal ${excerpt(raw)}`, pos, option);
  }
  if (isInt ? !Number.isSafeInteger(value) : !Number.isFinite(value)) {
    throw new ODataSyntaxError(`Number literal ${excerpt(raw)} is out of range`, pos, option);
  }
  return { kind: isInt ? 'int' : 'decimal', value, pos, end };
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

function isIdentifierPart(text: string, i: number): boolean {
  IDENTIFIER_PART.lastIndex = i;
  return IDENTIFIER_PART.test(text);
}
