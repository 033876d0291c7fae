/**
 * Single biografi values read strictly: dates, addresses and codes either match a shape we know or are dropped.
 * Missing data is better than wrong data.
 */

const MONTHS: readonly (readonly string[])[] = [
  ['januar', 'jan'],
  ['februar', 'feb'],
  ['marts', 'mar'],
  ['april', 'apr'],
  ['maj'],
  ['juni', 'jun'],
  ['juli', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['oktober', 'okt'],
  ['november', 'nov'],
  ['december', 'dec'],
];

/** An ISO date for the parts when they make a real calendar date in a plausible year; else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1800 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The current format's `born`/`died`: '10-03-1951' (DD-MM-YYYY) → '1951-03-10'. */
export function parseNumericDate(text: string | null): string | null {
  const match = text ? /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text.trim()) : null;
  return match ? isoDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** A Danish month name or abbreviation ('november', 'nov', 'Nov.') → 1–12. */
export function danishMonth(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex((names) => names.includes(w));
  return index >= 0 ? index + 1 : null;
}

/**
 * The birth date in a memberData text: the first "født" must be followed by a day, a Danish month and a year
 * ("født 30. november 1971", "født 20. mar 1966"). Later "født" (a spouse's maiden name, children) never count.
 */
export function birthDateFromText(text: string | null): string | null {
  if (!text) return null;
  const at = text.search(/\bfødt\b/i);
  if (at < 0) return null;
  const match = /^født\s+(?:den\s+)?(\d{1,2})\.\s*([A-Za-zæøåÆØÅ]+\.?)\s+(\d{4})\b/i.exec(text.slice(at));
  if (!match) return null;
  const month = danishMonth(match[2] ?? '');
  return month ? isoDate(Number(match[3]), month, Number(match[1])) : null;
}

const FT_HOST = /^(?:[a-z0-9-]+\.)*ft\.dk$/i;

/**
 * An address on ft.dk as https (http is upgraded and a port dropped: the same resource, served over https);
 * relative paths resolve against https://www.ft.dk. Anything else — other hosts, other schemes — is null.
 */
export function ftDkUrl(text: string | null): string | null {
  const raw = text?.trim();
  if (!raw || /[<>"\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://www.ft.dk');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!FT_HOST.test(url.hostname) || url.username || url.password) return null;
  url.protocol = 'https:';
  url.port = '';
  return url.href;
}

/** A photo URL: {@link ftDkUrl}, but not the zip archives the legacy `PictureHiRes` often points at. */
export function pictureUrl(text: string | null): string | null {
  const url = ftDkUrl(text);
  if (!url) return null;
  return /\.zip(?:\.ashx)?(?:[?#]|$)/i.test(new URL(url).pathname) ? null : url;
}

/** An e-mail address of a plain shape, else null. */
export function emailAddress(text: string | null): string | null {
  const raw = text?.trim();
  return raw && /^[^\s@<>()",;]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(raw) ? raw : null;
}

/** The party code in brackets at the end of a legacy title: 'Pia Olsen Dyhr (SF)' → 'SF'. */
export function partyCodeFromTitle(title: string | null): string | null {
  const match = title ? /\(([^()]{1,40})\)\s*$/.exec(title) : null;
  return match?.[1]?.trim() || null;
}

/** The title without its bracketed party code: 'Pia Olsen Dyhr (SF)' → 'Pia Olsen Dyhr'. */
export function nameFromTitle(title: string | null): string | null {
  const name = title?.replace(/\s*\([^()]*\)\s*$/, '').trim();
  return name || null;
}
