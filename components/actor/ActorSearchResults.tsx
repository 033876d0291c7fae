import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Pager } from '@/components/ui/Pager';
import { TermText } from '@/components/ui/TermText';
import type { ActorListItem } from '@/lib/data/actors/types';
import type { Paged } from '@/lib/data/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';
import type { ActorSearch } from '@/lib/url-state/actor-search';
import { EmptyNote } from './EmptyNote';

const messages = defineMessages({
  da: {
    count: '{n} aktører fundet',
    one: '1 aktør fundet',
    none: 'Ingen aktører passer til søgningen. Prøv en del af navnet, en anden type eller færre filtre.',
    results: 'Søgeresultater',
    unnamed: 'Aktør {id} (uden navn)',
    party: 'Parti: {party}',
    lastParty: 'Sidst i: {party}',
    period: 'Samling {period}',
    list: 'Søgeresultater',
  },
  en: {
    count: '{n} actors found',
    one: '1 actor found',
    none: 'No actor matches the search. Try part of the name, another type or fewer filters.',
    results: 'Search results',
    unnamed: 'Actor {id} (no name)',
    party: 'Party: {party}',
    lastParty: 'Last in: {party}',
    period: 'Session {period}',
    list: 'Search results',
  },
});

/** One page of the actor list: how many matched, the actors (linked, with type, party or samling) and paging. */
export async function ActorSearchResults({
  search,
  result,
}: {
  search: ActorSearch;
  result: Paged<ActorListItem>;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const count = result.total === 1 ? t.one : format(t.count, { n: formatCount(locale, result.total) });
  return (
    <section aria-labelledby="resultater-titel" className="space-y-3">
      <h2 id="resultater-titel" className="text-xl font-semibold">
        {count}
      </h2>
      {result.total === 0 ? (
        <EmptyNote>{t.none}</EmptyNote>
      ) : (
        <>
          <ul aria-label={t.results} className="divide-y divide-stone-300 border-y border-stone-300">
            {result.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
              >
                <LocaleLink
                  href={actorPath(item.id)}
                  prefetch={false}
                  className="font-semibold break-words title-link"
                >
                  {item.name ? (
                    <DanishText locale={locale}>{item.name}</DanishText>
                  ) : (
                    format(t.unnamed, { id: item.id })
                  )}
                </LocaleLink>
                <p className="text-sm text-stone-700 sm:text-right">
                  <DotList parts={details(item, t, locale)} />
                </p>
              </li>
            ))}
          </ul>
          <Pager state={search} pageCount={result.pageCount} locale={locale} what={t.list} />
        </>
      )}
    </section>
  );
}

function details(item: ActorListItem, t: (typeof messages)['da'], locale: Locale): ReactNode[] {
  return [
    item.typeName ? (
      <TermText key="type" locale={locale} term={odaTerm('actorType', item.typeName, locale)} />
    ) : null,
    item.shortName && item.shortName !== item.name ? (
      <DanishText key="short" locale={locale}>
        {item.shortName}
      </DanishText>
    ) : null,
    item.latestParty
      ? format(item.latestPartyEnded ? t.lastParty : t.party, { party: item.latestParty })
      : null,
    item.periodTitle ? format(t.period, { period: periodTitle(item.periodTitle, locale) ?? '' }) : null,
  ];
}
