import { CheckboxField } from '@/components/ui/CheckboxField';
import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import { TextField } from '@/components/ui/TextField';
import type { VoteFilterOptions } from '@/lib/data/votes/types';
import { defineMessages } from '@/lib/i18n/locale';
import { voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { VOTE_LIST_PATH } from '@/lib/routes';
import {
  MAX_CASE_NUMBER,
  MAX_VOTE_TEXT,
  VOTE_REBELS_ON,
  VOTE_SEARCH_PARAMS,
  type VoteSearch,
} from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    label: 'Filtrér afstemningerne',
    text: 'Tekst',
    textHint: 'Ord i sagens nummer og titel, trinnet eller afstemningens tekster (konklusion, bemærkning).',
    caseNumber: 'Sag',
    caseHint: 'Sagsnummer, fx L 123 eller F 2.',
    period: 'Samling',
    allPeriods: 'Alle samlinger',
    type: 'Afstemningstype',
    allTypes: 'Alle typer',
    outcome: 'Resultat',
    allOutcomes: 'Alle resultater',
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    rebels: 'Kun afstemninger hvor nogen brød med partiet',
    rebelsHint: 'Mindst ét medlem stemte anderledes end flertallet i sin folketingsgruppe.',
    submit: 'Vis afstemninger',
    reset: 'Nulstil filtrene',
  },
  en: {
    label: 'Filter the votes',
    text: 'Text',
    textHint: 'Words in the case’s number and title, the step, or the vote’s texts (conclusion, note).',
    caseNumber: 'Case',
    caseHint: 'Case number, e.g. L 123 or F 2.',
    period: 'Session',
    allPeriods: 'All sessions',
    type: 'Type of vote',
    allTypes: 'All types',
    outcome: 'Outcome',
    allOutcomes: 'All outcomes',
    adopted: 'Adopted',
    rejected: 'Rejected',
    rebels: 'Only votes where members broke with their party',
    rebelsHint: 'At least one member voted otherwise than the majority of their parliamentary group.',
    submit: 'Show votes',
    reset: 'Reset the filters',
  },
});

/**
 * The vote list's filters (FilterForm): the text in view; case, session, type, outcome and "only votes where members
 * broke with their party" under "Flere filtre".
 * A plain GET form, so it works without JavaScript; the fields' names and values are those of {@link VoteSearch}.
 */
export async function VoteFilterForm({
  search,
  options,
}: {
  search: VoteSearch;
  options: VoteFilterOptions;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const p = VOTE_SEARCH_PARAMS;
  return (
    <FilterForm
      action={VOTE_LIST_PATH}
      label={t.label}
      locale={locale}
      submit={t.submit}
      filters={search}
      resetLabel={t.reset}
      moreOpen={
        search.caseNumber !== null ||
        search.period !== null ||
        search.voteTypeId !== null ||
        search.outcome !== null ||
        search.rebels
      }
      main={
        <TextField
          id="filter-tekst"
          type="search"
          name={p.text}
          label={t.text}
          hint={t.textHint}
          defaultValue={search.text ?? ''}
          maxLength={MAX_VOTE_TEXT}
          autoComplete="off"
        />
      }
      more={
        <>
          <TextField
            id="filter-sag"
            name={p.caseNumber}
            label={t.caseNumber}
            hint={t.caseHint}
            defaultValue={search.caseNumber ?? ''}
            maxLength={MAX_CASE_NUMBER}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            id="filter-samling"
            name={p.period}
            label={t.period}
            any={t.allPeriods}
            defaultValue={search.period ?? ''}
            options={periodOptions(options.periods, locale)}
          />
          <SelectField
            id="filter-type"
            name={p.voteType}
            label={t.type}
            any={t.allTypes}
            defaultValue={search.voteTypeId === null ? '' : String(search.voteTypeId)}
            options={options.voteTypes.map((type) => ({
              value: type.id,
              label: voteTypeName(type.id, type.name, locale) ?? type.name,
            }))}
          />
          <SelectField
            id="filter-resultat"
            name={p.outcome}
            label={t.outcome}
            any={t.allOutcomes}
            defaultValue={search.outcome ?? ''}
            options={[
              { value: 'vedtaget', label: t.adopted },
              { value: 'forkastet', label: t.rejected },
            ]}
          />
          <CheckboxField
            id="filter-brud"
            name={p.rebels}
            value={VOTE_REBELS_ON}
            label={t.rebels}
            hint={t.rebelsHint}
            defaultChecked={search.rebels}
            className="sm:col-span-2"
          />
        </>
      }
    />
  );
}
