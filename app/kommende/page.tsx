import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { FeedLink } from '@/components/ui/FeedLink';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { NoUpcomingVotes } from '@/components/upcoming/NoUpcomingVotes';
import { UpcomingKindTabs } from '@/components/upcoming/UpcomingKindTabs';
import { UpcomingVoteList } from '@/components/upcoming/UpcomingVoteList';
import { upcomingMessages } from '@/components/upcoming/upcoming-messages';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getSiteStatus } from '@/lib/data/site/site';
import { getUpcomingVotes } from '@/lib/data/votes/upcoming-votes';
import { countByKind, MAX_UPCOMING_CASES, onlyKind } from '@/lib/data/votes/upcoming-votes-shape';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { UPCOMING_PATH, upcomingFeedPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { UpcomingFilter } from '@/lib/url-state/upcoming-filter';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [locale, status] = await Promise.all([getLocale(), getSiteStatus()]);
  const t = upcomingMessages[locale];
  return sharePageMetadata({
    title: t.title,
    description: t.description,
    path: UPCOMING_PATH,
    locale,
    type: 'website',
    synthetic: status.kind === 'ready' && status.site.synthetic,
    feed: { path: upcomingFeedPath(), title: t.title },
  });
}

/**
 * `/kommende`: the votes expected at the Folketing's upcoming sittings (lib/data/votes/upcoming-vote-rule.ts), by day and
 * sitting, each case with its votes so far and the parties' sides; all, or final votes or interpellation debates
 * only (`?afstemning=`). Rendered whole on the server: one store read.
 */
export default async function UpcomingVotesPage({ searchParams }: Props) {
  // The read starts beside the status check.
  const upcomingRead = earlyRead(getUpcomingVotes());
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const filter = UpcomingFilter.fromUrl(await searchParams);
  const [upcoming, locale] = await Promise.all([upcomingRead, getLocale()]);
  const t = upcomingMessages[locale];
  const counts = countByKind(upcoming.meetings);
  const shown = onlyKind(upcoming.meetings, filter.kind);
  const cases = shown.reduce((n, m) => n + m.votes.length, 0);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-stone-700">{t.intro}</p>
        <p className="text-sm text-stone-700" data-testid="upcoming-summary">
          {t.from} <LocalDateTime value={upcoming.today} locale={locale} fallback={upcoming.today} />
          {cases > 0
            ? ` · ${format(t.summary, {
                cases: cases === 1 ? t.caseOne : format(t.cases, { n: cases }),
                meetings: shown.length === 1 ? t.meetingOne : format(t.meetings, { n: shown.length }),
              })}`
            : null}
        </p>
        <FeedLink path={upcomingFeedPath()} locale={locale} alerts={alertsOffered()} />
        <HowWeCount text={t.howWeCount} locale={locale} />
      </div>
      {upcoming.meetings.length > 0 ? (
        <>
          <UpcomingKindTabs filter={filter} counts={counts} locale={locale} />
          {shown.length > 0 ? (
            <UpcomingVoteList meetings={shown} locale={locale} />
          ) : (
            <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
              {t.emptyKind}{' '}
              <LocaleLink href={UpcomingFilter.ALL.toUrl()} className="text-link">
                {t.showAll}
              </LocaleLink>
            </p>
          )}
        </>
      ) : (
        <NoUpcomingVotes next={upcoming.nextSitting} locale={locale} />
      )}
      {upcoming.truncated ? (
        <p className="text-sm text-stone-700">{format(t.truncated, { n: MAX_UPCOMING_CASES })}</p>
      ) : null}
    </div>
  );
}
