import { DanishText } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import { getRecentlyUpdatedCases } from '@/lib/data/site/home';
import { format } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { casePath } from '@/lib/routes';
import { homeMessages } from './home-messages';

/** The most recently updated cases (Sag.opdateringsdato) up to the dataset's date. Reads the store. */
export async function RecentCases({ limit = 8 }: { limit?: number }) {
  const [cases, locale] = await Promise.all([getRecentlyUpdatedCases(limit), getLocale()]);
  const t = homeMessages[locale];
  if (cases.length === 0)
    return (
      <p className="rounded border border-dashed border-stone-400 p-4 text-center text-stone-700">
        {t.noCases}
      </p>
    );
  return (
    <ol aria-label={t.recentCasesList} className="rows">
      {cases.map((c) => (
        <li key={c.id} className="space-y-0.5 py-3">
          <h3 className="leading-snug font-semibold text-pretty break-words">
            <LocaleLink href={casePath(c.id)} prefetch={false} className="title-link">
              {c.number ? <span className="case-number">{c.number}</span> : null}
              {c.title ? (
                <DanishText locale={locale}>{c.title}</DanishText>
              ) : (
                format(t.untitledCase, { id: c.id })
              )}
            </LocaleLink>
          </h3>
          <p className="text-sm text-stone-700">
            <DotList
              parts={[
                c.type ? (
                  <TermText key="type" locale={locale} term={odaTerm('caseType', c.type, locale)} />
                ) : null,
                c.status ? (
                  <TermText key="status" locale={locale} term={odaTerm('status', c.status, locale)} />
                ) : null,
                <span key="updated">
                  {t.updated} <LocalDateTime value={c.updated} locale={locale} fallback={t.unknownDate} />
                </span>,
              ]}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}
