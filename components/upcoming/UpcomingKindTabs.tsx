import { LocaleLink } from '@/components/ui/LocaleLink';
import type { ExpectedVoteKind } from '@/lib/data/upcoming-vote-rule';
import { format, type Locale } from '@/lib/i18n/locale';
import { UpcomingFilter } from '@/lib/url-state/upcoming-filter';
import { upcomingMessages } from './upcoming-messages';

/**
 * Links between all upcoming votes, final votes only and motions for a resolution only, each with how many cases it
 * holds; the current one marked. Plain links: they work without JavaScript.
 */
export function UpcomingKindTabs({
  filter,
  counts,
  locale,
}: {
  filter: UpcomingFilter;
  counts: Readonly<Record<ExpectedVoteKind, number>>;
  locale: Locale;
}) {
  const t = upcomingMessages[locale];
  const tabs: readonly { kind: ExpectedVoteKind | null; label: string; n: number }[] = [
    { kind: null, label: t.kindAll, n: counts.final + counts.motions },
    { kind: 'final', label: t.kindFinal, n: counts.final },
    { kind: 'motions', label: t.kindMotions, n: counts.motions },
  ];
  return (
    <nav aria-label={t.kinds}>
      <ul className="flex flex-wrap gap-x-1 border-b border-stone-300">
        {tabs.map((tab) => {
          const current = tab.kind === filter.kind;
          return (
            <li key={tab.kind ?? 'all'}>
              <LocaleLink
                href={UpcomingFilter.of(tab.kind).toUrl()}
                aria-current={current ? 'page' : undefined}
                prefetch={false}
                className={`target -mb-px inline-flex items-center gap-1 rounded-t border px-3 py-2 font-semibold ${
                  current
                    ? 'border-stone-300 border-b-stone-50 bg-stone-50 text-red-800'
                    : 'border-transparent text-stone-800 underline underline-offset-4 hover:bg-stone-100'
                }`}
              >
                {format(t.kindTab, { label: tab.label, n: tab.n })}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
