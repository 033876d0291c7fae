/**
 * Shape checks for the quoted literal kinds of OData 3.0 (`datetime'…'`, `guid'…'`). Only the text is checked;
 * what a timestamp means (ODA's are Danish local time) is for the layers that use it.
 */

/**
 * `yyyy-mm-dd[Thh:mm[:ss[.f{1,7}]][Z|±hh:mm]]`. ODA writes 0–3 fractional digits and no zone; .NET accepts up to
 * 7 digits, a date alone, and a zone, so we do too (leniently: the zone is kept in the text, not interpreted).
 */
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * Where a bare ISO timestamp starts in filter text (`opdateringsdato gt 2023-11-25T10:00:00.000Z`): the time
 * part is required so a bare date never swallows other text. A space before the offset is a form-decoded '+'
 * (see `restoreOffsetPlus`). Sticky; the match is then checked by `isDateTimeText`, so over-long fractions are
 * refused there.
 */
export const BARE_DATETIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+ -]\d{2}:\d{2})?/y;

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Restores a `+hh:mm` offset whose '+' became a space because the client left it unencoded in the query string
 * (form decoding reads '+' as a space): `…T10:00:00.123 01:00` → `…T10:00:00.123+01:00`.
 */
export function restoreOffsetPlus(text: string): string {
  return text.replace(/(T[0-9:.]+) ([0-9]{2}:[0-9]{2})$/, '$1+$2');
}

/** True when `text` is a real calendar date and time in the accepted shape. */
export function isDateTimeText(text: string): boolean {
  const match = DATETIME.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, offsetHour, offsetMinute] = match;
  const y = Number(year);
  const m = Number(month);
  if (y < 1 || m < 1 || m > 12) return false;
  const d = Number(day);
  if (d < 1 || d > daysInMonth(y, m)) return false;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) return false;
  if (second !== undefined && Number(second) > 59) return false;
  if (offsetHour !== undefined && (Number(offsetHour) > 14 || Number(offsetMinute) > 59)) return false;
  return true;
}

/** True for `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal digits. */
export function isGuidText(text: string): boolean {
  return GUID.test(text);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
