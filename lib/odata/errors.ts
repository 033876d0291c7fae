/**
 * Errors of the OData text layer. Both classes mean "the request text is refused" and map to HTTP 400 in the
 * service (ODA answers 400 for bad OData syntax); they differ in why, so logs and tests can tell them apart.
 */

/** The system query options ODA understands, as they appear in a query string (after URL decoding). */
export type OptionName =
  | '$filter'
  | '$select'
  | '$orderby'
  | '$expand'
  | '$top'
  | '$skip'
  | '$inlinecount'
  | '$format';

/**
 * Where the refused text came from: one query option, the resource path (`Sag(5)/Sagstrin`), or the query
 * string as a whole (an unknown or repeated option, or an over-long query).
 */
export type ErrorSource = OptionName | 'path' | 'query';

/** Common base so the service can map every refusal of this layer in one `instanceof` check. */
export abstract class ODataError extends Error {
  /** '$filter' etc., 'path' or 'query'. */
  readonly option: ErrorSource;

  protected constructor(message: string, option: ErrorSource) {
    super(message);
    this.option = option;
  }
}

/**
 * Malformed text: `Expected ')' but found end of input at position 17 in $filter`. `position` is a 0-based offset
 * into the (URL-decoded) option text, or into the path segments joined by '/'. Errors about the query string as a
 * whole (option 'query') have position 0 and no position in the message.
 */
export class ODataSyntaxError extends ODataError {
  override readonly name = 'ODataSyntaxError';
  /** The message without the location suffix, e.g. "Expected ')' but found end of input". */
  readonly reason: string;
  readonly position: number;

  constructor(reason: string, position: number, option: ErrorSource) {
    super(option === 'query' ? reason : `${reason} at position ${position} in ${option}`, option);
    this.reason = reason;
    this.position = position;
  }
}

/** Which bound of `limits.ts` an input exceeded. */
export type LimitKind = 'length' | 'tokens' | 'depth' | 'query-length';

/** Input refused for its size or nesting before any costly work is done on it (see `limits.ts`). */
export class ODataLimitError extends ODataError {
  override readonly name = 'ODataLimitError';
  readonly limit: LimitKind;
  /** The bound that was exceeded. */
  readonly max: number;
  /** Where the bound was crossed (the token that nested too deep, the first token too many), if known. */
  readonly position: number | null;

  constructor(limit: LimitKind, max: number, option: ErrorSource, position: number | null = null) {
    super(limitMessage(limit, max, option, position), option);
    this.limit = limit;
    this.max = max;
    this.position = position;
  }
}

function limitMessage(limit: LimitKind, max: number, source: ErrorSource, position: number | null): string {
  const where = position === null ? '' : ` at position ${position}`;
  switch (limit) {
    case 'length':
      return `${source} is longer than ${max} characters`;
    case 'query-length':
      return `The query string is longer than ${max} characters`;
    case 'tokens':
      return `${source} has more than ${max} tokens${where}`;
    case 'depth':
      return `${source} nests deeper than ${max} levels${where}`;
  }
}

/** Client text quoted in a message, cut to `max` characters so an 8,000-character literal stays out of logs. */
export function excerpt(text: string, max = 40): string {
  return `'${text.length > max ? `${text.slice(0, max)}…` : text}'`;
}

/** True for both refusals of this layer. */
export function isODataError(error: unknown): error is ODataSyntaxError | ODataLimitError {
  return error instanceof ODataSyntaxError || error instanceof ODataLimitError;
}
