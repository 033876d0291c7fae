/**
 * The request URL, as far as this layer reads it: the query string (`$filter=…&$top=5`) and the resource path
 * (`Sag(5)/Sagstrin`). Both check only the text; which entity sets and properties exist is the service's job.
 *
 * ODA runs on ASP.NET Web API OData v3 [inf], whose behaviour this copies: an invalid `$top`, `$skip`,
 * `$inlinecount` or `$format` value, an unknown `$`-option and a repeated option are answered with 400, while
 * query options without a `$` (custom options) are ignored.
 */

import type { QueryOptions, ResourcePath } from './ast';
import { excerpt, ODataLimitError, ODataSyntaxError, type OptionName } from './errors';
import { checkLength, MAX_OPTION_LENGTH, MAX_QUERY_LENGTH } from './limits';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser';

/** One `name=value` pair of the query string, URL-decoded, in request order. */
export interface RawQueryOption {
  readonly name: string;
  readonly value: string;
}

export interface ParsedQueryOptions {
  readonly options: QueryOptions;
  /** Every pair of the query string in its original order, custom options included (for `odata.nextLink`). */
  readonly raw: readonly RawQueryOption[];
}

const OPTION_NAMES: readonly OptionName[] = [
  '$filter',
  '$select',
  '$orderby',
  '$expand',
  '$top',
  '$skip',
  '$inlinecount',
  '$format',
];

export function isOptionName(name: string): name is OptionName {
  return OPTION_NAMES.some((option) => option === name);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Parses a query string (with or without the leading '?') or its URLSearchParams. `%24top` and `$top` are the
 * same option once decoded, so both spellings work. Refuses the whole query over MAX_QUERY_LENGTH decoded
 * characters, and each option over MAX_OPTION_LENGTH, before parsing anything.
 */
export function parseQueryOptions(search: URLSearchParams | string): ParsedQueryOptions {
  // A cheap guard before decoding anything; the exact check on the decoded text follows.
  if (typeof search === 'string' && search.length > 4 * MAX_QUERY_LENGTH) {
    throw new ODataLimitError('query-length', MAX_QUERY_LENGTH, 'query');
  }
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: RawQueryOption[] = [];
  let length = 0;
  for (const [name, value] of params) {
    length += name.length + value.length + 1;
    if (length > MAX_QUERY_LENGTH) throw new ODataLimitError('query-length', MAX_QUERY_LENGTH, 'query');
    raw.push({ name, value });
  }

  const seen = new Set<OptionName>();
  for (const { name, value } of raw) {
    // Custom query options (no '$') are ignored, as the framework ignores them.
    if (!name.startsWith('$')) continue;
    // `$search`, `$apply`, `$compute`, `$count`, `$skiptoken`, `$Filter`…: the real service answers 400.
    if (!isOptionName(name)) {
      throw new ODataSyntaxError(`Unsupported query option ${excerpt(name)}`, 0, 'query');
    }
    if (seen.has(name)) {
      throw new ODataSyntaxError(`Query option ${excerpt(name)} is given more than once`, 0, 'query');
    }
    seen.add(name);
    checkLength(value, name);
  }

  const options: Mutable<QueryOptions> = {};
  for (const { name, value } of raw) {
    if (!isOptionName(name)) continue;
    switch (name) {
      case '$filter':
        options.filter = parseFilter(value);
        break;
      case '$select':
        options.select = parseSelect(value);
        break;
      case '$orderby':
        options.orderby = parseOrderBy(value);
        break;
      case '$expand':
        options.expand = parseExpand(value);
        break;
      case '$top':
        options.top = parseCount(value, name);
        break;
      case '$skip':
        options.skip = parseCount(value, name);
        break;
      case '$inlinecount':
        options.inlinecount = parseInlineCount(value);
        break;
      case '$format':
        options.format = parseFormat(value);
        break;
    }
  }
  return { options, raw };
}

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;

/**
 * Count ::= digits   (a non-negative Int32; surrounding blanks and a '+' are tolerated as .NET's Int32 parsing
 * does). The real service's framework answers 400 for a negative, fractional or non-numeric `$top`/`$skip`.
 */
function parseCount(value: string, option: '$top' | '$skip'): number {
  const match = /^\s*\+?([0-9]+)\s*$/.exec(value);
  if (!match) {
    const position = Math.max(0, value.search(/[^0-9\s+]/));
    throw new ODataSyntaxError(
      `Invalid ${option} value ${excerpt(value)}: expected a non-negative integer`,
      position,
      option,
    );
  }
  const count = Number(match[1]);
  if (count > INT32_MAX) {
    throw new ODataSyntaxError(
      `${option} value ${excerpt(value.trim())} is larger than ${INT32_MAX}`,
      0,
      option,
    );
  }
  return count;
}

/** InlineCount ::= 'allpages' | 'none'   (any letter case, as the framework compares them) */
function parseInlineCount(value: string): 'allpages' | 'none' {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'allpages' || normalised === 'none') return normalised;
  throw new ODataSyntaxError(
    `Invalid $inlinecount value ${excerpt(value)}: expected allpages or none`,
    0,
    '$inlinecount',
  );
}

const FORMATS: Readonly<Record<string, 'json' | 'xml'>> = {
  json: 'json',
  'application/json': 'json',
  xml: 'xml',
  atom: 'xml',
  'application/atom+xml': 'xml',
  // An unencoded '+' arrives as a space after form decoding.
  'application/atom xml': 'xml',
};

/** Format ::= 'json' | 'xml' | 'atom' | 'application/json' | 'application/atom+xml'   (the service answers 400 else) */
function parseFormat(value: string): 'json' | 'xml' {
  const normalised = value.trim().toLowerCase();
  const format = Object.hasOwn(FORMATS, normalised) ? FORMATS[normalised] : undefined;
  if (format === undefined) {
    throw new ODataSyntaxError(`Invalid $format value ${excerpt(value)}: expected json or xml`, 0, '$format');
  }
  return format;
}

/**
 * ResourcePath ::= ε | '$metadata' | EntitySet Key? | EntitySet Key '/' Navigation
 * Key          ::= '(' '-'? digits ')'      (an Int32; every ODA entity has a single integer key `id`)
 *
 * `segments` are the path segments after the service root (`/api/Sag(5)/Sagstrin` → ['Sag(5)', 'Sagstrin']),
 * decoded or still percent-encoded; one trailing empty segment (a trailing slash) is ignored. Positions in
 * errors are offsets into the decoded segments joined by '/'.
 */
export function parseResourcePath(segments: readonly string[]): ResourcePath {
  if (segments.reduce((sum, segment) => sum + segment.length + 1, 0) > MAX_OPTION_LENGTH + 1) {
    throw new ODataLimitError('length', MAX_OPTION_LENGTH, 'path');
  }
  const parts = decodeSegments(segments);
  if (parts.length > 0 && parts[parts.length - 1]!.text === '') parts.pop();
  const [first, second, third] = parts;
  if (first === undefined) return { kind: 'service-document' };
  if (third !== undefined) fail('Expected end of path', third.offset - 1);
  if (first.text === '$metadata') {
    if (second !== undefined) fail('Expected end of path after $metadata', second.offset - 1);
    return { kind: 'metadata' };
  }
  const set = splitSegment(first, 'an entity set name');
  if (second === undefined) {
    return set.key === null
      ? { kind: 'collection', set: set.name }
      : { kind: 'entity', set: set.name, key: set.key };
  }
  if (set.key === null) fail("Expected '(' and a key before a navigation property", second.offset - 1);
  const navigation = splitSegment(second, 'a navigation property');
  if (navigation.key !== null)
    fail('A navigation property takes no key', second.offset + navigation.name.length);
  return { kind: 'navigation', set: set.name, key: set.key, navigation: navigation.name };
}

interface Segment {
  readonly text: string;
  /** Offset of the segment in the decoded path. */
  readonly offset: number;
}

function decodeSegments(segments: readonly string[]): Segment[] {
  const parts: Segment[] = [];
  let offset = 0;
  for (const segment of segments) {
    let text = segment;
    if (segment.includes('%')) {
      try {
        text = decodeURIComponent(segment);
      } catch {
        fail('Malformed percent-encoding', offset + segment.indexOf('%'));
      }
    }
    if (text === '' && parts.length < segments.length - 1) fail('Empty path segment', offset);
    parts.push({ text, offset });
    offset += text.length + 1;
  }
  return parts;
}

/** Segment ::= Name Key? */
function splitSegment(segment: Segment, what: string): { name: string; key: number | null } {
  const { text, offset } = segment;
  const open = text.indexOf('(');
  const name = open < 0 ? text : text.slice(0, open);
  if (name === '') fail(`Expected ${what}`, offset);
  if (name.includes(')')) fail("Unexpected ')'", offset + name.indexOf(')'));
  if (open < 0) return { name, key: null };
  const close = text.indexOf(')', open);
  if (close < 0) fail("Expected ')'", offset + text.length);
  if (close !== text.length - 1) fail('Expected end of path segment', offset + close + 1);
  const keyText = text.slice(open + 1, close);
  const key = Number(keyText);
  if (!/^-?[0-9]+$/.test(keyText) || key < INT32_MIN || key > INT32_MAX) {
    fail(`Invalid key ${excerpt(keyText)}: expected an integer`, offset + open + 1);
  }
  return { name, key: key + 0 };
}

function fail(reason: string, position: number): never {
  throw new ODataSyntaxError(reason, position, 'path');
}
