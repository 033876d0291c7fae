import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import { TextField } from '@/components/ui/TextField';
import type { ActorSearchOptions } from '@/lib/data/search/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { ACTOR_LIST_PATH } from '@/lib/routes';
import {
  ACTOR_SEARCH_PARAMS,
  ACTOR_TYPE_FILTERS,
  type ActorSearch,
  type ActorTypeFilter,
  DEFAULT_ACTOR_TYPE,
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

/**
 * The actor list's filters (FilterForm): the name in view, type, party and session under "Flere filtre". A plain
 * GET form: it works without JavaScript, and the URL it produces is the state (lib/url-state/actor-search.ts reads
 * it back). Submitting starts again at page 1.
 */
export async function ActorSearchForm({
  search,
  options,
}: {
  search: ActorSearch;
  options: ActorSearchOptions;
}) {
  const [t, locale] = await Promise.all([getMessages(messages), getLocale()]);
  const p = ACTOR_SEARCH_PARAMS;
  return (
    <FilterForm
      action={ACTOR_LIST_PATH}
      label={t.label}
      locale={locale}
      submit={t.search}
      filters={search}
      resetLabel={t.reset}
      moreOpen={search.type !== DEFAULT_ACTOR_TYPE || search.party !== null || search.period !== null}
      hidden={
        search.status !== DEFAULT_MEMBER_STATUS ? (
          <input type="hidden" name={p.status} value={search.status} />
        ) : null
      }
      main={
        <TextField
          id="aktoer-navn"
          type="search"
          name={p.query}
          label={t.name}
          hint={t.nameHint}
          defaultValue={search.query ?? ''}
          maxLength={100}
          autoComplete="off"
        />
      }
      more={
        <>
          <SelectField
            id="aktoer-type"
            name={p.type}
            label={t.type}
            defaultValue={search.type}
            options={(Object.keys(ACTOR_TYPE_FILTERS) as ActorTypeFilter[]).map((type) => ({
              value: type,
              label: t[`type_${type}`],
            }))}
          />
          <SelectField
            id="aktoer-parti"
            name={p.party}
            label={t.party}
            any={t.anyParty}
            defaultValue={search.party ?? ''}
            options={options.parties.map((party) => ({
              value: party.code,
              label: `${party.name} (${party.code})`,
              lang: 'da',
            }))}
          />
          <SelectField
            id="aktoer-samling"
            name={p.period}
            label={t.period}
            any={t.anyPeriod}
            hint={t.periodHint}
            defaultValue={search.period ?? ''}
            className="sm:col-span-2"
            options={periodOptions(options.periods, locale)}
          />
        </>
      }
    />
  );
}
