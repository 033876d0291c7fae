import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LatestVotesList } from '@/components/vote/LatestVotesList';
import { NoMatchingVotes } from '@/components/vote/NoMatchingVotes';
import { VoteFilterForm } from '@/components/vote/VoteFilterForm';
import { VoteListPager } from '@/components/vote/VoteListPager';
import { getSiteStatus } from '@/lib/data/site';
import { getVoteFilterOptions, getVotes } from '@/lib/data/votes';
import { VoteSearch } from '@/lib/url-state/vote-search';

const TEXT = {
  title: 'Afstemninger',
  intro: 'Alle afstemninger i Folketingssalen, nyeste først. Vælg samling, afstemningstype og resultat.',
  description: 'Alle afstemninger i Folketingssalen, nyeste først, med filtre for samling, type og resultat.',
  count: (total: number) =>
    `${new Intl.NumberFormat('da-DK').format(total)} ${total === 1 ? 'afstemning' : 'afstemninger'}`,
  page: (page: number) => `side ${page}`,
} as const;

interface Props {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = VoteSearch.fromUrl(await searchParams);
  return {
    title: search.page > 1 ? `${TEXT.title}, ${TEXT.page(search.page)}` : TEXT.title,
    description: TEXT.description,
    alternates: { canonical: search.toUrl() },
  };
}

export default async function VotesPage({ searchParams }: Props) {
  await connection();
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const search = VoteSearch.fromUrl(await searchParams);
  const [list, options] = await Promise.all([getVotes(search.toFilters()), getVoteFilterOptions()]);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
        <p className="max-w-prose text-stone-700">{TEXT.intro}</p>
      </div>
      {/* Keyed by the state, so the form's fields follow the URL after a client-side navigation. */}
      <VoteFilterForm key={search.toUrl()} search={search} options={options} />
      <p role="status" className="font-medium">
        {TEXT.count(list.total)}
      </p>
      {list.votes.length > 0 ? (
        <LatestVotesList votes={list.votes} />
      ) : (
        <NoMatchingVotes search={search} total={list.total} pageCount={list.pageCount} />
      )}
      <VoteListPager search={search} pageCount={list.pageCount} />
    </div>
  );
}
