import { danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { Storkredse } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { StorkredsChoice } from '@/lib/url-state/storkreds-choice';

const messages = defineMessages({
  da: {
    label: 'Storkredse',
    members: '{n} medlemmer',
    one: '1 medlem',
    unknown: '{n} medlemmer har ingen storkreds i deres biografi i dataene.',
    unknownOne: '1 medlem har ingen storkreds i sin biografi i dataene.',
  },
  en: {
    label: 'Constituencies',
    members: '{n} members',
    one: '1 member',
    unknown: '{n} members have no constituency in their biography in the data.',
    unknownOne: '1 member has no constituency in their biography in the data.',
  },
});

/** Every storkreds with how many members it has now, each a link to its members (one tap, without JavaScript). */
export async function StorkredsLinks({ storkredse }: { storkredse: Storkredse }) {
  const locale = await getLocale();
  const t = messages[locale];
  const count = (n: number) => (n === 1 ? t.one : format(t.members, { n: formatCount(locale, n) }));
  const unknown = storkredse.storkredse.find((s) => s.name === null);
  return (
    <div className="space-y-3">
      <nav aria-label={t.label}>
        <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          {storkredse.storkredse.map((s) =>
            s.name === null ? null : (
              <li key={s.name}>
                <LocaleLink
                  href={StorkredsChoice.of(s.name).toUrl()}
                  prefetch={false}
                  className="flex min-h-11 items-center justify-between gap-3 border-b border-stone-200 py-1 hover:bg-stone-100"
                >
                  <span
                    lang={danishLang(locale)}
                    className="font-semibold text-red-800 underline underline-offset-2"
                  >
                    {s.name}
                  </span>
                  <span className="text-sm text-stone-700 tabular-nums">{count(s.total)}</span>
                </LocaleLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      {unknown ? (
        <p className="text-sm text-stone-700">
          {unknown.total === 1 ? t.unknownOne : format(t.unknown, { n: formatCount(locale, unknown.total) })}
        </p>
      ) : null}
    </div>
  );
}
