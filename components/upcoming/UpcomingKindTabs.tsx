import { TabLinks } from '@/components/ui/TabLinks';
import type { ExpectedVoteKind } from '@/lib/data/votes/upcoming-vote-rule';
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
    <TabLinks
      label={t.kinds}
      wrap
      tabs={tabs.map((tab) => ({
        key: tab.kind ?? 'all',
        href: UpcomingFilter.of(tab.kind).toUrl(),
        label: format(t.kindTab, { label: tab.label, n: tab.n }),
        current: tab.kind === filter.kind,
      }))}
    />
  );
}
