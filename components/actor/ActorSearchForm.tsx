import Link from 'next/link';
import type { ActorSearchOptions } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH } from '@/lib/routes';
import {
  ACTOR_SEARCH_PARAMS,
  ACTOR_TYPE_FILTERS,
  type ActorSearch,
  type ActorTypeFilter,
  DEFAULT_MEMBER_STATUS,
} from '@/lib/url-state/actor-search';

const messages = defineMessages<
  | 'label'
  | 'name'
  | 'nameHint'
  | 'type'
  | 'party'
  | 'anyParty'
  | 'period'
  | 'anyPeriod'
  | 'periodHint'
  | 'search'
  | 'reset'
  | `type_${ActorTypeFilter}`
>({
  da: {
    label: 'Søg efter aktører',
    name: 'Navn',
    nameHint: 'Hele eller dele af navnet; store og små bogstaver er ligegyldige.',
    type: 'Type',
    party: 'Parti',
    anyParty: 'Alle partier',
    period: 'Samling',
    anyPeriod: 'Alle samlinger',
    periodHint:
      'Personer: medlem af en folketingsgruppe i samlingen. Udvalg og grupper: oprettet for samlingen.',
    search: 'Søg',
    reset: 'Nulstil',
    type_medlemmer: 'Politikere (personer)',
    type_partier: 'Folketingsgrupper',
    type_udvalg: 'Udvalg',
    type_ministre: 'Ministerposter',
    type_ministerier: 'Ministerområder',
    type_kommissioner: 'Kommissioner',
    type_organisationer: 'Organisationer',
    type_privatpersoner: 'Privatpersoner',
    type_forsamlinger: 'Parlamentariske forsamlinger',
    type_alle: 'Alle typer',
  },
  en: {
    label: 'Search actors',
    name: 'Name',
    nameHint: 'All or part of the name; upper and lower case do not matter.',
    type: 'Type',
    party: 'Party',
    anyParty: 'All parties',
    period: 'Session',
    anyPeriod: 'All sessions',
    periodHint:
      'People: member of a parliamentary group in the session. Committees and groups: set up for the session.',
    search: 'Search',
    reset: 'Reset',
    type_medlemmer: 'Politicians (people)',
    type_partier: 'Parliamentary groups',
    type_udvalg: 'Committees',
    type_ministre: 'Minister posts',
    type_ministerier: 'Ministries',
    type_kommissioner: 'Commissions',
    type_organisationer: 'Organisations',
    type_privatpersoner: 'Private persons',
    type_forsamlinger: 'Parliamentary assemblies',
    type_alle: 'All types',
  },
});

const FIELD =
  'w-full rounded border border-stone-500 bg-white px-3 py-2 text-base text-stone-950 focus:outline-2 focus:outline-offset-1 focus:outline-red-800';
const LABEL = 'block text-sm font-semibold text-stone-900';

/**
 * The actor list's filters as a plain GET form: it works without JavaScript, and the URL it produces is the
 * state (lib/url-state/actor-search.ts reads it back). Submitting starts again at page 1.
 */
export async function ActorSearchForm({
  search,
  options,
}: {
  search: ActorSearch;
  options: ActorSearchOptions;
}) {
  const t = await getMessages(messages);
  const p = ACTOR_SEARCH_PARAMS;
  return (
    <search aria-label={t.label}>
      <form
        action={ACTOR_LIST_PATH}
        method="get"
        className="space-y-4 rounded border border-stone-300 bg-white p-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1 md:col-span-2">
            <label htmlFor="aktoer-navn" className={LABEL}>
              {t.name}
            </label>
            <input
              id="aktoer-navn"
              name={p.query}
              type="search"
              defaultValue={search.query ?? ''}
              maxLength={100}
              autoComplete="off"
              aria-describedby="aktoer-navn-hjaelp"
              className={FIELD}
            />
            <p id="aktoer-navn-hjaelp" className="text-sm text-stone-700">
              {t.nameHint}
            </p>
          </div>
          <div className="space-y-1">
            <label htmlFor="aktoer-type" className={LABEL}>
              {t.type}
            </label>
            <select id="aktoer-type" name={p.type} defaultValue={search.type} className={FIELD}>
              {(Object.keys(ACTOR_TYPE_FILTERS) as ActorTypeFilter[]).map((type) => (
                <option key={type} value={type}>
                  {t[`type_${type}`]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="aktoer-parti" className={LABEL}>
              {t.party}
            </label>
            <select id="aktoer-parti" name={p.party} defaultValue={search.party ?? ''} className={FIELD}>
              <option value="">{t.anyParty}</option>
              {options.parties.map((party) => (
                <option key={party.code} value={party.code}>
                  {party.name} ({party.code})
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1 md:col-span-2">
            <label htmlFor="aktoer-samling" className={LABEL}>
              {t.period}
            </label>
            <select
              id="aktoer-samling"
              name={p.period}
              defaultValue={search.period ?? ''}
              aria-describedby="aktoer-samling-hjaelp"
              className={`${FIELD} md:max-w-sm`}
            >
              <option value="">{t.anyPeriod}</option>
              {options.periods.map((period) => (
                <option key={period.code} value={period.code}>
                  {period.title}
                </option>
              ))}
            </select>
            <p id="aktoer-samling-hjaelp" className="text-sm text-stone-700">
              {t.periodHint}
            </p>
          </div>
        </div>
        {search.status !== DEFAULT_MEMBER_STATUS ? (
          <input type="hidden" name={p.status} value={search.status} />
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          >
            {t.search}
          </button>
          {search.hasFilters ? (
            <Link href={ACTOR_LIST_PATH} className="font-medium text-red-800 underline underline-offset-2">
              {t.reset}
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}
