import { LocaleLink } from '@/components/ui/LocaleLink';
import type { PeriodLabel } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    label: 'Samme {what} i andre samlinger',
    explain: 'Folketinget opretter udvalg og folketingsgrupper på ny i hver samling; her er de andre.',
    unknown: 'Ukendt samling',
    more: 'Vis {n} ældre samlinger',
  },
  en: {
    label: 'The same {what} in other sessions',
    explain: 'The Folketing re-creates committees and party groups every session; here are the others.',
    unknown: 'Unknown session',
    more: 'Show {n} older sessions',
  },
});

/** Samlinger listed before the rest go behind a disclosure (a party group goes back to 1953). */
const VISIBLE = 12;

/**
 * Links to the same committee or party group in other samlinger (a new Aktør each samling, docs/oda.md#per-samling-actors),
 * newest first, the current one marked. Nothing when there is no other.
 */
export async function SamlingLinks({
  currentId,
  siblings,
  what,
}: {
  currentId: number;
  siblings: readonly { readonly id: number; readonly period: PeriodLabel }[];
  what: string;
}) {
  if (siblings.filter((s) => s.id !== currentId).length === 0) return null;
  const locale = await getLocale();
  const t = messages[locale];
  const label = t.label.replace('{what}', what);
  const shown = siblings.filter((s, i) => i < VISIBLE || s.id === currentId);
  const older = siblings.filter((s) => !shown.includes(s));
  const item = (s: (typeof siblings)[number]) => (
    <li key={s.id}>
      {s.id === currentId ? (
        <span
          aria-current="page"
          className="inline-block rounded bg-stone-800 px-2 py-1 font-semibold text-white"
        >
          {periodTitle(s.period.title, locale) ?? t.unknown}
        </span>
      ) : (
        <LocaleLink
          href={actorPath(s.id)}
          prefetch={false}
          className="inline-block rounded border border-stone-400 px-2 py-1 text-stone-900 underline-offset-2 hover:border-red-800 hover:underline"
        >
          {periodTitle(s.period.title, locale) ?? t.unknown}
        </LocaleLink>
      )}
    </li>
  );
  return (
    <nav aria-label={label} className="space-y-2">
      <h2 className="text-lg font-semibold">{label}</h2>
      <p className="text-sm text-stone-700">{t.explain}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-2 text-sm">{shown.map(item)}</ul>
      {older.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
            {format(t.more, { n: older.length })}
          </summary>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-2">{older.map(item)}</ul>
        </details>
      ) : null}
    </nav>
  );
}
