import type { Metadata } from 'next';
import { HomeSection } from '@/components/home/HomeSection';
import { homeMessages } from '@/components/home/home-messages';
import { RecentCases } from '@/components/home/RecentCases';
import { UpcomingMeetings } from '@/components/home/UpcomingMeetings';
import { HomeSearch } from '@/components/site/HomeSearch';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { LatestVotes } from '@/components/vote/LatestVotes';
import { getUpcomingMeetings } from '@/lib/data/meetings/meetings';
import { getRecentlyUpdatedCases } from '@/lib/data/site/home';
import { getSiteStatus } from '@/lib/data/site/site';
import { getHomeVotes } from '@/lib/data/votes/votes';
import { upcomingFeedTitle } from '@/lib/feed/upcoming-feed';
import { votesFeedTitle } from '@/lib/feed/votes-feed';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { upcomingFeedPath, VOTE_LIST_PATH, voteListFeedPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { feedAlternates, languageAlternates } from '@/lib/share/page-metadata';

/** How many of each the panels show. */
const LIMITS = { votes: 10, meetings: 5, cases: 8 } as const;

/** The site's two feeds, for feed readers given the site's address: new votes and upcoming votes. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return {
    alternates: {
      ...(await languageAlternates('/', locale)),
      types: feedAlternates(
        [
          { path: voteListFeedPath(), title: votesFeedTitle(locale) },
          { path: upcomingFeedPath(), title: upcomingFeedTitle(locale) },
        ],
        locale,
      ),
    },
  };
}

/**
 * The home page: search, the latest votes, upcoming meetings and recently updated cases. The panels render in the
 * first response, without Suspense: each is a few milliseconds against the embedded store, and streamed panels
 * would only appear with JavaScript.
 */
export default async function HomePage() {
  // The panels' reads (memoised per request, so each panel gets the one started here) start beside the status check.
  earlyRead(getHomeVotes(LIMITS.votes));
  earlyRead(getUpcomingMeetings(LIMITS.meetings));
  earlyRead(getRecentlyUpdatedCases(LIMITS.cases));
  // Without a store the root layout explains how to build one; rendering the panels would only fail.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const t = await getMessages(homeMessages);
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t.title}</h1>
          <p className="max-w-prose text-lg text-stone-700">{t.intro}</p>
        </div>
        <HomeSearch />
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HomeSection id="seneste-afstemninger" title={t.latestVotes}>
          <LatestVotes limit={LIMITS.votes} />
          <p>
            <LocaleLink
              href={VOTE_LIST_PATH}
              className="target font-medium text-red-800 underline underline-offset-2"
            >
              {t.allVotes}
              <span aria-hidden="true"> →</span>
            </LocaleLink>
          </p>
        </HomeSection>
        <div className="space-y-10">
          <HomeSection id="kommende-moeder" title={t.upcomingMeetings}>
            <UpcomingMeetings limit={LIMITS.meetings} />
          </HomeSection>
          <HomeSection id="opdaterede-sager" title={t.recentCases}>
            <RecentCases limit={LIMITS.cases} />
          </HomeSection>
        </div>
      </div>
    </div>
  );
}
