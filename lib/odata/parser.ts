/**
 * Entry points of the OData text layer: one parse function per query option, each taking the option's
 * URL-decoded text and returning the nodes of `ast.ts`, or throwing ODataSyntaxError (with the position) or
 * ODataLimitError (see `limits.ts`). The `$filter` expression grammar lives in `expression.ts`.
 */

import type { ExpandItem, Expr, MemberPath, OrderByItem, SelectItem } from './ast';
import { ExpressionParser } from './expression';
import { TokenStream } from './token-stream';

/** Filter ::= Expression EOF */
export function parseFilter(text: string): Expr {
  const stream = new TokenStream(text, '$filter');
  const expr = new ExpressionParser(stream).parseExpression();
  stream.expectEnd('an operator or end of input');
  return expr;
}

/**
 * OrderBy     ::= OrderByItem (',' OrderByItem)* EOF
 * OrderByItem ::= PropertyPath ('asc' | 'desc')?
 */
export function parseOrderBy(text: string): OrderByItem[] {
  const stream = new TokenStream(text, '$orderby');
  const items = parseList(stream, () => {
    const path = parsePropertyPath(stream);
    const direction = stream.atKeyword('desc') ? 'desc' : 'asc';
    if (stream.atKeyword('asc') || stream.atKeyword('desc')) stream.advance();
    const item: OrderByItem = { kind: 'orderby', path, direction };
    return item;
  });
  stream.expectEnd("',' or end of input");
  return items;
}

/**
 * Select     ::= SelectItem (',' SelectItem)* EOF
 * SelectItem ::= '*' | Identifier ('/' Identifier)* ('/' '*')?
 */
export function parseSelect(text: string): SelectItem[] {
  const stream = new TokenStream(text, '$select');
  const items = parseList(stream, (): SelectItem => {
    const first = stream.peek();
    if (stream.accept('*')) return { kind: 'select', path: ['*'], pos: first.pos };
    const path = [stream.expect('identifier', "a property name or '*'").value];
    while (stream.accept('/')) {
      if (stream.accept('*')) {
        path.push('*');
        break;
      }
      path.push(stream.expect('identifier', "a property name or '*'").value);
    }
    return { kind: 'select', path, pos: first.pos };
  });
  stream.expectEnd("',' or end of input");
  return items;
}

/** Expand ::= ExpandList EOF */
export function parseExpand(text: string): ExpandItem[] {
  const stream = new TokenStream(text, '$expand');
  const items = parseExpandList(stream);
  stream.expectEnd("',' or end of input");
  return items;
}

/** ExpandList ::= ExpandItem (',' ExpandItem)* */
function parseExpandList(stream: TokenStream): ExpandItem[] {
  return parseList(stream, () => parseExpandItem(stream));
}

/**
 * ExpandItem ::= Identifier ('/' Identifier)* NestedExpand?
 * NestedExpand ::= '(' '$expand' '=' ExpandList ')'      (`$expand` may arrive still encoded as `%24expand`)
 */
function parseExpandItem(stream: TokenStream): ExpandItem {
  const first = stream.expect('identifier', 'a navigation property');
  const path = [first.value];
  while (stream.accept('/')) path.push(stream.expect('identifier', 'a navigation property').value);
  const open = stream.accept('(');
  if (open === null) return { kind: 'expand', path, nested: [], pos: first.pos };
  const nested = stream.nested(open.pos, () => {
    const option = stream.peek();
    if (option.kind !== 'option') stream.unexpected("'$expand'", option);
    if (option.value !== '$expand') {
      stream.fail(`Only $expand is supported inside an expansion, not ${option.value}`, option.pos);
    }
    stream.advance();
    stream.expect('=');
    const list = parseExpandList(stream);
    stream.expect(')', "',' or ')'");
    return list;
  });
  return { kind: 'expand', path, nested, pos: first.pos };
}

/** PropertyPath ::= Identifier ('/' Identifier)* */
function parsePropertyPath(stream: TokenStream): MemberPath {
  const first = stream.expect('identifier', 'a property name');
  const path = [first.value];
  while (stream.accept('/')) path.push(stream.expect('identifier', 'a property name').value);
  return { kind: 'member', variable: null, path, pos: first.pos };
}

/** List<Item> ::= Item (',' Item)* */
function parseList<T>(stream: TokenStream, parseItem: () => T): T[] {
  const items = [parseItem()];
  while (stream.accept(',')) items.push(parseItem());
  return items;
}
