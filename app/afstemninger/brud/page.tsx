import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { FeedLink } from '@/components/ui/FeedLink';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { NoRebellions } from '@/components/vote/NoRebellions';
import { RebellionFilterForm } from '@/components/vote/RebellionFilterForm';
import { RebellionList } from '@/components/vote/RebellionList';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getRebellionFilterOptions, getRebellions } from '@/lib/data/analyses/rebellions';
import { getSiteStatus } from '@/lib/data/site/site';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, rebellionsFeedPath, VOTE_LIST_PATH } from '@/lib/routes';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { rebellionFeedQuery } from '@/lib/url-state/feed-query';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { VoteSearch } from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    title: 'Brud med partiet',
    votes: 'Afstemninger',
    intro:
      'Medlemmer, der stemte anderledes end flertallet i deres folketingsgruppe – nyeste afstemning først.',
    description:
      'De seneste afstemninger i Folketinget, hvor medlemmer stemte anderledes end flertallet i deres parti: hvem, hvilket parti og hvilken afstemning.',
    how: 'Et partis flertal er det valg – for, imod eller hverken for eller imod – som flest af partiets fremmødte medlemmer traf ved afstemningen. Står to valg lige, eller var kun ét medlem til stede, har partiet intet flertal at bryde med. Fravær er intet brud, og løsgængere (UFG) er ikke med. Partiet er medlemmets folketingsgruppe på afstemningens dato. Samme regel som afstemningens "Brød med partiet" og politikernes loyalitetstal. Kun afstemninger med medlemmernes stemmer i dataene kan vise brud.',
    votesWithRebels: 'Se afstemningerne med brud.',
    countOne: '1 brud',
    count: '{n} brud',
    member: 'Kun brud af {name}.',
    memberPage: 'Se politikerens side',
    allMembers: 'Vis alle medlemmers brud',
    unnamed: 'aktør {id}',
    page: '{title}, side {page}',
  },
  en: {
    title: 'Breaks with the party',
    votes: 'Votes',
    intro: 'Members who voted otherwise than the majority of their parliamentary group – newest vote first.',
    description:
      'The latest votes in the Folketing where members voted otherwise than the majority of their party: who, which party and which vote.',
    how: 'A party’s majority is the choice – for, against or abstain – made by most of its members present at the vote. If two choices tie, or only one member was present, the party has no majority to break with. Absence is no break, and independents (UFG) are left out. The party is the member’s parliamentary group on the day of the vote. The same rule as a vote’s “Broke with the party” and the politicians’ loyalty figures. Only votes with the members’ ballots in the data can show breaks.',
    votesWithRebels: 'See the votes with breaks.',
    countOne: '1 break',
    count: '{n} breaks',
    member: 'Only the breaks of {name}.',
    memberPage: 'See the politician’s page',
    allMembers: 'Show every member’s breaks',
    unnamed: 'actor {id}',
    page: '{title}, page {page}',
  },
});

interface Props {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [search, locale, status] = await Promise.all([
    searchParams.then((params) => RebellionSearch.fromUrl(params)),
    getLocale(),
    getSiteStatus(),
  ]);
  const t = messages[locale];
  return sharePageMetadata({
    title: search.page > 1 ? format(t.page, { title: t.title, page: search.page }) : t.title,
    description: t.description,
    path: search.toUrl(),
    locale,
    type: 'website',
    synthetic: status.kind === 'ready' && status.site.synthetic,
    feed: { path: rebellionsFeedPath(rebellionFeedQuery(search).toString()), title: t.title },
  });
}

/**
 * `/afstemninger/brud`: the latest breaks with the party line across votes — who, their party, how they voted
 * against their party's majority, which vote — newest vote first, filtered by party, samling and member
 * (lib/url-state/rebellion-search.ts), paged, with its Atom feed. Server-rendered: works without JavaScript.
 */
export default async function RebellionsPage({ searchParams }: Props) {
  await connection();
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const search = RebellionSearch.fromUrl(await searchParams);
  const [list, options, locale] = await Promise.all([
    getRebellions(search.toFilters()),
    getRebellionFilterOptions(),
    getLocale(),
  ]);
  const t = messages[locale];
  const feedPath = rebellionsFeedPath(rebellionFeedQuery(search).toString());
  const memberName = list.member ? (list.member.name ?? format(t.unnamed, { id: list.member.id })) : null;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Breadcrumbs items={[{ label: t.votes, href: VOTE_LIST_PATH }, { label: t.title }]} />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-stone-700">
          {t.intro}{' '}
          <LocaleLink href={VoteSearch.EMPTY.withRebels(true).toUrl()} prefetch={false} className="text-link">
            {t.votesWithRebels}
          </LocaleLink>
        </p>
        <HowWeCount text={t.how} locale={locale} />
      </div>
      {list.member && memberName ? (
        <p className="rounded border border-stone-300 bg-white p-4" data-testid="rebellions-member">
          {format(t.member, { name: memberName })}{' '}
          <LocaleLink href={actorPath(list.member.id)} prefetch={false} className="text-link">
            {t.memberPage}
          </LocaleLink>
          {' · '}
          <LocaleLink href={search.withMember(null).toUrl()} prefetch={false} className="text-link">
            {t.allMembers}
          </LocaleLink>
        </p>
      ) : null}
      {/* Keyed by the state, so the form's fields follow the URL after a client-side navigation. */}
      <RebellionFilterForm key={search.toUrl()} search={search} options={options} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" className="font-medium">
          {list.total === 1 ? t.countOne : format(t.count, { n: formatCount(locale, list.total) })}
        </p>
        <FeedLink path={feedPath} locale={locale} alerts={alertsOffered()} />
      </div>
      {list.items.length > 0 ? (
        <RebellionList rebellions={list.items} />
      ) : (
        <NoRebellions search={search} total={list.total} pageCount={list.pageCount} />
      )}
      <Pager state={search} pageCount={list.pageCount} locale={locale} />
    </div>
  );
}
