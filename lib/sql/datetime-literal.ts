import { TypeMismatchError } from './errors';

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?$/;

/**
 * A `datetime'…'` literal in the form ODA stores and compares as text: `YYYY-MM-DDTHH:MM:SS[.fff]`, missing time
 * parts as zeros, trailing zero fraction digits trimmed, and any trailing `Z` or offset dropped (ODA times are
 * Danish local time without a zone; clients that add `Z` mean the same wall-clock text). With that form, plain
 * text comparison orders values exactly like the datetimes.
 */
export function normaliseDatetimeLiteral(text: string, pos = 0): string {
  const m = DATETIME.exec(text.trim());
  if (!m) throw new TypeMismatchError(`'${text}' is not a valid datetime literal.`, pos);
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = ''] = m;
  const mo = Number(month);
  const d = Number(day);
  if (
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    d > 31 ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  ) {
    throw new TypeMismatchError(`'${text}' is not a valid datetime literal.`, pos);
  }
  const trimmed = fraction.replace(/0+$/, '');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${trimmed ? `.${trimmed}` : ''}`;
}
