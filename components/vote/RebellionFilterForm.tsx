import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import type { RebellionFilterOptions } from '@/lib/data/analyses/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { REBELLIONS_PATH } from '@/lib/routes';
import { REBELLION_SEARCH_PARAMS, type RebellionSearch } from '@/lib/url-state/rebellion-search';

const messages = defineMessages({
  da: {
    label: 'Filtrér bruddene',
    party: 'Parti',
    allParties: 'Alle partier',
    period: 'Samling',
    allPeriods: 'Alle samlinger',
    submit: 'Vis brud',
    reset: 'Nulstil filtrene',
  },
  en: {
    label: 'Filter the breaks',
    party: 'Party',
    allParties: 'All parties',
    period: 'Session',
    allPeriods: 'All sessions',
    submit: 'Show breaks',
    reset: 'Reset the filters',
  },
});

/**
 * The rebellions page's filters (FilterForm): party (the member's group on the vote date, as the page's "Sådan regner
 * vi" says) and samling side by side, so the list starts on a phone's first screen; the member filter (set from a politician's
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
        <div className="grid grid-cols-2 items-start gap-3">
          <SelectField
            id="filter-parti"
            name={p.party}
            label={t.party}
            any={t.allParties}
            defaultValue={search.party ?? ''}
            options={options.parties.map((party) => ({
              value: party.code,
              label: `${party.name} (${party.code})`,
              lang: 'da',
            }))}
          />
          <SelectField
            id="filter-samling"
            name={p.period}
            label={t.period}
            any={t.allPeriods}
            defaultValue={search.period ?? ''}
            options={periodOptions(options.periods, locale)}
          />
        </div>
      }
    />
  );
}
