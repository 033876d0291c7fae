'use client';

import { type MouseEvent, useId, useMemo, useState } from 'react';
import { danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { VOTE_CHOICES, type VoteChoice } from '@/lib/data/types';
import type { MemberBallot } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { actorPath, localePath, MEMBER_VOTES_FRAGMENT } from '@/lib/routes';
import { MEMBER_FILTER_PARAMS, MemberVoteFilter } from '@/lib/url-state/member-vote-filter';
import { CHOICE_SWATCH, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    filters: 'Filtrér medlemmerne',
    party: 'Parti',
    allParties: 'Alle partier',
    choice: 'Stemme',
    allChoices: 'Alle stemmer',
    apply: 'Vis',
    reset: 'Vis alle',
    status: 'Viser {shown} af {all} medlemmer.',
    caption: 'Medlemmernes stemmer',
    name: 'Navn',
    sortBy: 'Sortér efter {column}',
    noParty: 'Uden parti',
    unknownChoice: 'Ukendt',
    none: 'Ingen medlemmer passer til filtrene.',
  },
  en: {
    filters: 'Filter the members',
    party: 'Party',
    allParties: 'All parties',
    choice: 'Vote',
    allChoices: 'All votes',
    apply: 'Show',
    reset: 'Show all',
    status: 'Showing {shown} of {all} members.',
    caption: 'Members’ votes',
    name: 'Name',
    sortBy: 'Sort by {column}',
    noParty: 'No party',
    unknownChoice: 'Unknown',
    none: 'No members match the filters.',
  },
});

export interface MemberVotesProps {
  /** The vote page's path (Danish, from lib/routes.ts), to which the filter's query is appended. */
  readonly path: string;
  /** The filter the page was requested with (`?parti=S&stemme=imod`), as read by the server. */
  readonly initialQuery: string;
  readonly ballots: readonly MemberBallot[];
  /** The parties to filter by, in the order to offer them. */
  readonly parties: readonly { readonly code: string; readonly name: string | null }[];
}

/**
 * Every member's vote as a table, filterable by party and vote and sortable by column. The state lives in the URL
 * (`?parti=S&stemme=imod&sortering=-navn`, see lib/url-state/member-vote-filter.ts) and is seeded from the query
 * the server read, so the server renders the same list for the same address: without JavaScript the form submits
 * and the sort headers are plain links; with it, changes apply at once and replace the URL without a reload.
 * (Reading the URL with `useSearchParams` instead would make the server stream this part of the page behind its
 * loading state, which never resolves without JavaScript.)
 */
export function MemberVotes({ path, initialQuery, ballots, parties }: MemberVotesProps) {
  const t = useMessages(messages);
  const labels = useMessages(choiceLabelMessages);
  const locale = useLocale();
  /** The page's path with a filter's query and the list's fragment. */
  const pathOf = (next: MemberVoteFilter) => `${path}${next.toQuery()}#${MEMBER_VOTES_FRAGMENT}`;
  const [filter, setFilter] = useState(() => MemberVoteFilter.fromUrl(initialQuery));
  const shown = useMemo(() => filter.apply(ballots), [filter, ballots]);
  const ids = { party: useId(), choice: useId(), status: useId() };

  const apply = (next: MemberVoteFilter) => {
    setFilter(next);
    window.history.replaceState(null, '', localePath(locale, pathOf(next)));
  };
  const followWithoutReload = (next: MemberVoteFilter) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    apply(next);
  };
  const partyOptions =
    filter.party !== null && !parties.some((p) => p.code === filter.party)
      ? [...parties, { code: filter.party, name: null }]
      : parties;
  const sortSlug = MemberVoteFilter.sortSlug(filter.sort);

  return (
    <div className="space-y-4">
      <form
        method="get"
        action={`#${MEMBER_VOTES_FRAGMENT}`}
        aria-label={t.filters}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
          <label htmlFor={ids.party} className="text-sm font-semibold">
            {t.party}
          </label>
          <select
            id={ids.party}
            name={MEMBER_FILTER_PARAMS.party}
            value={filter.party ?? ''}
            onChange={(event) => apply(filter.withParty(event.target.value || null))}
            className="rounded border border-stone-500 bg-white px-2 py-2"
          >
            <option value="">{t.allParties}</option>
            {partyOptions.map((p) => (
              <option key={p.code} value={p.code} lang={danishLang(locale)}>
                {p.name && p.name !== p.code ? `${p.code} – ${p.name}` : p.code}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
          <label htmlFor={ids.choice} className="text-sm font-semibold">
            {t.choice}
          </label>
          <select
            id={ids.choice}
            name={MEMBER_FILTER_PARAMS.choice}
            value={filter.choice ? MemberVoteFilter.choiceSlug(filter.choice) : ''}
            onChange={(event) =>
              apply(filter.withChoice(MemberVoteFilter.fromUrl({ stemme: event.target.value }).choice))
            }
            className="rounded border border-stone-500 bg-white px-2 py-2"
          >
            <option value="">{t.allChoices}</option>
            {VOTE_CHOICES.map((c) => (
              <option key={c} value={MemberVoteFilter.choiceSlug(c)}>
                {labels[c]}
              </option>
            ))}
          </select>
        </div>
        {sortSlug !== MemberVoteFilter.sortSlug(MemberVoteFilter.EMPTY.sort) ? (
          <input type="hidden" name={MEMBER_FILTER_PARAMS.sort} value={sortSlug} />
        ) : null}
        <noscript>
          <button type="submit" className="rounded bg-red-800 px-4 py-2 font-semibold text-white">
            {t.apply}
          </button>
        </noscript>
        {filter.hasFilters ? (
          <a
            href={localePath(locale, pathOf(filter.withParty(null).withChoice(null)))}
            onClick={followWithoutReload(filter.withParty(null).withChoice(null))}
            className="py-2 font-medium text-red-800 underline underline-offset-2"
          >
            {t.reset}
          </a>
        ) : null}
      </form>

      <p id={ids.status} role="status" className="text-sm text-stone-700">
        {format(t.status, { shown: shown.length, all: ballots.length })}
      </p>

      <table
        aria-describedby={ids.status}
        className="w-full border-collapse text-sm sm:text-base [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200 [&_tbody_td]:py-1.5 [&_tbody_td]:pr-2 [&_tbody_th]:py-1.5 [&_tbody_th]:pr-2 [&_tbody_th]:text-left [&_tbody_th]:font-normal"
      >
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-400 text-left">
            {(['name', 'party', 'choice'] as const).map((key) => (
              <th
                key={key}
                scope="col"
                aria-sort={
                  filter.sort.key === key ? (filter.sort.descending ? 'descending' : 'ascending') : undefined
                }
                className="py-2 pr-2"
              >
                <a
                  href={localePath(locale, pathOf(filter.toggledSort(key)))}
                  onClick={followWithoutReload(filter.toggledSort(key))}
                  aria-label={format(t.sortBy, { column: t[key].toLowerCase() })}
                  className="inline-flex items-center gap-1 font-semibold text-stone-950 underline decoration-stone-400 pointer-coarse:min-h-11 underline-offset-4 hover:decoration-red-800"
                >
                  {t[key]}
                  <span aria-hidden="true" className="text-xs text-stone-600">
                    {filter.sort.key === key ? (filter.sort.descending ? '▼' : '▲') : '↕'}
                  </span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((b) => (
            <tr key={b.actorId}>
              <th scope="row">
                <LocaleLink href={actorPath(b.actorId)} prefetch={false} className={NAME_LINK}>
                  {b.name}
                </LocaleLink>
              </th>
              <td>{b.party ?? t.noParty}</td>
              <td>
                <ChoiceCell
                  choice={b.choice}
                  unknown={t.unknownChoice}
                  label={b.choice ? labels[b.choice] : ''}
                />
              </td>
            </tr>
          ))}
          {shown.length === 0 ? (
            <tr>
              <td colSpan={3} className="text-center text-stone-700">
                {t.none}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

const NAME_LINK = 'target name-link';

function ChoiceCell({
  choice,
  label,
  unknown,
}: {
  choice: VoteChoice | null;
  label: string;
  unknown: string;
}) {
  if (!choice) return <>{unknown}</>;
  return (
    <>
      <span aria-hidden="true" className={`choice-dot ${CHOICE_SWATCH[choice]}`} />
      {label}
    </>
  );
}
