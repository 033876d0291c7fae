/**
 * How an upstream call failed: no answer in time, no answer at all, a server error answer, or not sent because
 * this process's queue of upstream requests was full or the request waited in it past its deadline.
 */
export type UpstreamErrorKind = 'timeout' | 'network' | 'http' | 'busy';

/**
 * The upstream ODA service could not give an answer we can pass on: it timed out, the connection failed, or it
 * answered with a 5xx (after the client's retries). `status` is the upstream's HTTP status when it answered, else
 * null. 4xx answers are not errors: they are the upstream's answer and are returned as responses.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    message: string,
    readonly kind: UpstreamErrorKind,
    readonly status: number | null,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The status a gateway answers with for this failure: 504 after a timeout, 503 when busy, else 502. */
  get gatewayStatus(): number {
    return this.kind === 'timeout' ? 504 : this.kind === 'busy' ? 503 : 502;
  }
}

/**
 * A request the client refuses to send: not a valid OData request for a known entity set or `$metadata`. The
 * client only ever sends requests re-serialised from the parsed AST, so this is never a reason to contact the
 * upstream; it means the caller passed something that is not an ODA request.
 */
export class InvalidUpstreamRequestError extends Error {
  override readonly name = 'InvalidUpstreamRequestError';
}

/**
 * True for an UpstreamError. Checked by name as well as by class: Next bundles route handlers and pages
 * separately, so an error thrown by the process's one shared service may come from another copy of the class.
 */
export const isUpstreamError = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError || (error instanceof Error && error.name === 'UpstreamError');
