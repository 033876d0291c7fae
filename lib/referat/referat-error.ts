/**
 * A transcript file the parser refuses whole (docs/referat.md#what-the-parser-rejects): truncated, not well-formed
 * XML, not a transcript, or missing what identifies its sitting. No part of such a file is imported; the sync records
 * the reason and goes on with the other files.
 */
export class ReferatRejectedError extends Error {
  override readonly name = 'ReferatRejectedError';

  constructor(
    /** The file as the caller named it, e.g. "20231_M12_helemoedet.xml". */
    readonly file: string,
    /** Why, e.g. "truncated at line 40123, column 7 (unclosed <Tale>)". */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${reason}`, options);
  }
}
