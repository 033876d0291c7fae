import { defineMessages, format, type Messages } from '@/lib/i18n/locale';
import { parseIdSegment, splitLocalePath } from '@/lib/routes';

/** A segment's own words for its error state: what failed, and the way back (`back` names the link). */
export type SegmentErrorMessages = Messages<'title' | 'text' | 'back'>;

/**
 * A segment's own words for its 404: `missing` for a well-formed id that is not in the data, `malformed` for an
 * address segment that is not an id, `unknown` when the address has no id at all; `{id}` is the segment as typed,
 * `{path}` the whole address. `list` names the link to the segment's list.
 */
export type SegmentNotFoundMessages = Messages<'title' | 'missing' | 'malformed' | 'unknown' | 'list'>;

/** A record page's 404: its words, and the list (or search) its `list` link leads to. */
export interface RecordNotFoundWords {
  readonly messages: SegmentNotFoundMessages;
  readonly listHref: string;
  /** Reads the address's id segment, when the record's ids are not ODA ids (a speech's); `parseIdSegment` else. */
  readonly parseId?: (segment: string) => number | null;
}

/** The words every segment's error and 404 states share. */
export const sharedSegmentMessages = defineMessages({
  da: { retry: 'Prøv igen', code: 'Fejlkode: {digest}', home: 'Gå til forsiden' },
  en: { retry: 'Try again', code: 'Error code: {digest}', home: 'Go to the home page' },
});

/** The longest piece of a typed address a 404 repeats back. */
const MAX_SHOWN = 60;

/**
 * The 404 sentence for an address: which of `missing`, `malformed` (not an id as lib/routes.ts parseIdSegment reads
 * one) and `unknown` applies to its id segment (the route's second path segment, `/aktoer/<id>` or
 * `/en/aktoer/<id>`), with the placeholders filled.
 */
export function notFoundSentence(
  t: Readonly<Record<'missing' | 'malformed' | 'unknown', string>>,
  pathname: string,
  parseId: (segment: string) => number | null = parseIdSegment,
): string {
  const segment = decodeSegment(splitLocalePath(pathname).path.split('/').filter(Boolean)[1] ?? '');
  if (!segment) return t.unknown;
  const values = { id: segment.slice(0, MAX_SHOWN), path: decodeSegment(pathname).slice(0, MAX_SHOWN + 20) };
  return format(parseId(segment) !== null ? t.missing : t.malformed, values);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
