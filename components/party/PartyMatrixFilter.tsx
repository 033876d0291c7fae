import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import type { PartyOverview } from '@/lib/data/parties/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { PARTY_LIST_PATH } from '@/lib/routes';
import { PARTY_MATRIX_PARAMS, type PartyMatrix } from '@/lib/url-state/party-matrix';

const messages = defineMessages({
  da: { label: 'Vælg samling', period: 'Samling', show: 'Vis', reset: 'Seneste samling' },
  en: { label: 'Choose session', period: 'Session', show: 'Show', reset: 'Latest session' },
});

/** The samling of the agreement matrix: a GET form to /partier (FilterForm), so it works without JavaScript. */
export async function PartyMatrixFilter({
  state,
  overview,
}: {
  state: PartyMatrix;
  overview: PartyOverview;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <FilterForm
      action={PARTY_LIST_PATH}
      label={t.label}
      locale={locale}
      submit={t.show}
      filters={state}
      resetLabel={t.reset}
      main={
        <SelectField
          id="partier-samling"
          name={PARTY_MATRIX_PARAMS.period}
          label={t.period}
          defaultValue={overview.period?.code ?? state.period ?? ''}
          options={periodOptions(overview.periods, locale)}
          className="max-w-xs"
        />
      }
    />
  );
}
