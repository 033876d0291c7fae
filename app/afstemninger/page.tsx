import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FeedLink } from '@/components/ui/FeedLink';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { LatestVotesList } from '@/components/vote/LatestVotesList';
import { NoMatchingVotes } from '@/components/vote/NoMatchingVotes';
import { VoteFilterForm } from '@/components/vote/VoteFilterForm';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getSiteStatus } from '@/lib/data/site/site';
import { getVoteFilterOptions, getVotes } from '@/lib/data/votes/votes';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { REBELLIONS_PATH, voteListFeedPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { feedAlternates, languageAlternates } from '@/lib/share/page-metadata';
import { voteFeedQuery } from '@/lib/url-state/feed-query';
import { VoteSearch } from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    title: 'Afstemninger',
    intro:
      'Alle afstemninger i Folketingssalen, nyeste først. Søg i sager og afstemningstekster, eller vælg sag, samling, afstemningstype, resultat og afstemninger hvor nogen brød med partiet.',
    description:
      'Alle afstemninger i Folketingssalen, nyeste først, med stemmetal og filtre for tekst, sag, samling, type og resultat.',
    countOne: '1 afstemning',
    count: '{n} afstemninger',
    page: '{title}, side {page}',
    rebellions: 'Se de seneste brud med partiet.',
  },
  en: {
    title: 'Votes',
    intro:
      'Every vote in the Folketing’s chamber, newest first. Search cases and vote texts, or choose a case, a session, a type of vote, an outcome and votes where members broke with their party.',
    description:
      'Every vote in the Folketing’s chamber, newest first, with the counts, filtered by text, case, session, type and outcome.',
    countOne: '1 vote',
    count: '{n} votes',
    page: '{title}, page {page}',
    rebellions: 'See the latest breaks with the party.',
  },
});

interface Props {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [search, locale] = await Promise.all([
    searchParams.then((params) => VoteSearch.fromUrl(params)),
    getLocale(),
  ]);
  const t = messages[locale];
  return {
    title: search.page > 1 ? format(t.page, { title: t.title, page: search.page }) : t.title,
    description: t.description,
    alternates: {
      ...(await languageAlternates(search.toUrl(), locale)),
      types: feedAlternates(
        { path: voteListFeedPath(voteFeedQuery(search).toString()), title: t.title },
        locale,
      ),
    },
  };
}

export default async function VotesPage({ searchParams }: Props) {
  await connection();
  const search = VoteSearch.fromUrl(await searchParams);
  // The reads start beside the status check.
  const reads = earlyRead(Promise.all([getVotes(search.toFilters()), getVoteFilterOptions()]));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [[list, options], locale] = await Promise.all([reads, getLocale()]);
  const t = messages[locale];
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-stone-700">
          {t.intro}{' '}
          <LocaleLink href={REBELLIONS_PATH} prefetch={false} className="text-link">
            {t.rebellions}
          </LocaleLink>
        </p>
      </div>
      {/* Keyed by the state, so the form's fields follow the URL after a client-side navigation. */}
      <VoteFilterForm key={search.toUrl()} search={search} options={options} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" className="font-medium">
          {list.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, list.total) })}
        </p>
        <FeedLink
          path={voteListFeedPath(voteFeedQuery(search).toString())}
          locale={locale}
          alerts={alertsOffered()}
        />
      </div>
      {list.items.length > 0 ? (
        <LatestVotesList votes={list.items} />
      ) : (
        <NoMatchingVotes search={search} total={list.total} pageCount={list.pageCount} />
      )}
      <Pager state={search} pageCount={list.pageCount} locale={locale} />
    </div>
  );
}
