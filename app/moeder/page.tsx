import type { Metadata } from 'next';
import { MeetingCalendarLink } from '@/components/meeting/MeetingCalendarLink';
import { MeetingFilters } from '@/components/meeting/MeetingFilters';
import { MeetingList } from '@/components/meeting/MeetingList';
import { MeetingListSummary } from '@/components/meeting/MeetingListSummary';
import { MeetingTenseTabs } from '@/components/meeting/MeetingTenseTabs';
import { meetingListMessages } from '@/components/meeting/meeting-list-messages';
import { NoMeetings } from '@/components/meeting/NoMeetings';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { Pager } from '@/components/ui/Pager';
import { getMeetingFilterOptions, getMeetings } from '@/lib/data/meetings/meetings';
import { getSiteStatus } from '@/lib/data/site/site';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { earlyRead } from '@/lib/server/early-read';
import { languageAlternates } from '@/lib/share/page-metadata';
import { MeetingSearch } from '@/lib/url-state/meeting-search';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const t = meetingListMessages[locale];
  const search = MeetingSearch.fromUrl(await searchParams);
  return {
    title: `${t.title}: ${search.tense === 'upcoming' ? t.listUpcoming : t.listPast}`,
    description: t.intro,
    alternates: await languageAlternates(search.toUrl(), locale),
  };
}

/** `/moeder`: upcoming or past meetings, filtered by type and session, paged; all state in the URL. */
export default async function MeetingsPage({ searchParams }: Props) {
  const search = MeetingSearch.fromUrl(await searchParams);
  // The reads start beside the status check.
  const reads = earlyRead(Promise.all([getMeetings(search), getMeetingFilterOptions()]));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [[page, options], t, locale] = await Promise.all([
    reads,
    getMessages(meetingListMessages),
    getLocale(),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <Breadcrumbs items={[{ label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{t.intro}</p>
      </div>
      <MeetingTenseTabs search={search} />
      <MeetingFilters search={search} options={options} />
      <MeetingListSummary search={search} page={page} />
      {search.tense === 'upcoming' && page.total > 0 ? (
        <MeetingCalendarLink
          href={search.toCalendarUrl()}
          kind={search.hasFilters ? 'upcomingFiltered' : 'upcoming'}
        />
      ) : null}
      {page.items.length > 0 ? (
        <MeetingList
          meetings={page.items}
          label={search.tense === 'upcoming' ? t.listUpcoming : t.listPast}
        />
      ) : (
        <NoMeetings search={search} page={page} />
      )}
      <Pager state={search} pageCount={page.pageCount} locale={locale} />
    </div>
  );
}
