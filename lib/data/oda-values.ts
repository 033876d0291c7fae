/** Reading ODA's stored values: text where `null`, `''` and blanks all mean "nothing", and DateTime text. */

/** The trimmed text, or null when it is null, empty or only whitespace (ODA uses all three for "nothing"). */
export function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const ODA_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/;

/** ODA DateTime text ('2014-09-22T15:44:12', maybe with fractions or a space) → '2014-09-22T15:44:12'. */
export function toIsoLocalDateTime(value: string | null): string | null {
  const match = value ? ODA_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const time = match[2] ?? '00:00:00';
  return `${match[1]}T${time.length === 5 ? `${time}:00` : time}`;
}
