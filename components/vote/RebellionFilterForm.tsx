import { FilterForm } from '@/components/ui/FilterForm';
import { periodOptions, SelectField } from '@/components/ui/SelectField';
import type { RebellionFilterOptions } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { REBELLIONS_PATH } from '@/lib/routes';
import { REBELLION_SEARCH_PARAMS, type RebellionSearch } from '@/lib/url-state/rebellion-search';

const messages = defineMessages({
  da: {
    label: 'Filtrér bruddene',
    party: 'Parti',
    partyHint: 'Medlemmets folketingsgruppe på afstemningens dato.',
    allParties: 'Alle partier',
    period: 'Samling',
    allPeriods: 'Alle samlinger',
    submit: 'Vis brud',
    reset: 'Nulstil filtrene',
  },
  en: {
    label: 'Filter the breaks',
    party: 'Party',
    partyHint: 'The member’s parliamentary group on the day of the vote.',
    allParties: 'All parties',
    period: 'Session',
    allPeriods: 'All sessions',
    submit: 'Show breaks',
    reset: 'Reset the filters',
  },
});

/**
 * The rebellions page's filters (FilterForm): party and samling, with the member filter (set from a politician's
 * page) carried along as a hidden field. A plain GET form, so it works without JavaScript; the fields' names and
 * values are those of {@link RebellionSearch}.
 */
export async function RebellionFilterForm({
  search,
  options,
}: {
  search: RebellionSearch;
  options: RebellionFilterOptions;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const p = REBELLION_SEARCH_PARAMS;
  return (
    <FilterForm
      action={REBELLIONS_PATH}
      label={t.label}
      locale={locale}
      submit={t.submit}
      filters={search}
      resetLabel={t.reset}
      hidden={search.actorId === null ? null : <input type="hidden" name={p.member} value={search.actorId} />}
      main={
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <SelectField
            id="filter-parti"
            name={p.party}
            label={t.party}
            hint={t.partyHint}
            any={t.allParties}
            defaultValue={search.party ?? ''}
            options={options.parties.map((party) => ({
              value: party.code,
              label: `${party.name} (${party.code})`,
            }))}
          />
          <SelectField
            id="filter-samling"
            name={p.period}
            label={t.period}
            any={t.allPeriods}
            defaultValue={search.period ?? ''}
            options={periodOptions(options.periods)}
          />
        </div>
      }
    />
  );
}
