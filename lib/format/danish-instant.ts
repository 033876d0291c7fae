import { danishLocalDateTime } from './danish-clock';

/**
 * ODA writes Danish local time without an offset ('2025-03-12T13:05:00', lib/format/danish-clock.ts). Where an
 * instant is needed — a feed's `updated` (RFC 3339, lib/feed) — the text is read as Europe/Copenhagen time: the
 * offset (+01:00 or +02:00) is the one Denmark had at that local time. In the hour skipped in spring the time is
 * read with the winter offset; in the hour repeated in autumn, as the first (summer) one.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

const HOUR_MS = 3_600_000;

/** The instant of an ODA local date-time ('2025-03-12', '2025-03-12T13:05:00'); null when it is no valid date. */
export function danishInstant(value: string | null | undefined): Date | null {
  const match = value ? LOCAL.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(asUtc);
  if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  const wall = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  // Summer time first (the earlier instant of a repeated hour), then winter time; neither fits a skipped hour.
  const fits = [asUtc - 2 * HOUR_MS, asUtc - HOUR_MS].find((t) => danishLocalDateTime(new Date(t)) === wall);
  return new Date(fits ?? asUtc - HOUR_MS);
}
