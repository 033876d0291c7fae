import Link from 'next/link';
import type { VoteFilterOptions } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { VOTE_LIST_PATH } from '@/lib/routes';
import {
  MAX_CASE_NUMBER,
  MAX_VOTE_TEXT,
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
    submit: 'Show votes',
    reset: 'Reset the filters',
  },
});

const FIELD = 'flex flex-col gap-1';
const SELECT = 'w-full rounded border border-stone-500 bg-white px-2 py-2';

/**
 * The vote list's filters as a plain GET form: it works without JavaScript, and submitting starts at page 1 (the
 * page number is not a field). The fields' names and values are those of {@link VoteSearch}.
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
  return (
    <form
      method="get"
      action={VOTE_LIST_PATH}
      aria-label={t.label}
      className="grid items-start gap-3 rounded border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className={`${FIELD} sm:col-span-2`}>
        <label htmlFor="filter-tekst" className="text-sm font-semibold">
          {t.text}
        </label>
        <input
          id="filter-tekst"
          type="search"
          name={VOTE_SEARCH_PARAMS.text}
          defaultValue={search.text ?? ''}
          maxLength={MAX_VOTE_TEXT}
          autoComplete="off"
          aria-describedby="filter-tekst-hjaelp"
          className={SELECT}
        />
        <p id="filter-tekst-hjaelp" className="text-sm text-stone-700">
          {t.textHint}
        </p>
      </div>
      <div className={FIELD}>
        <label htmlFor="filter-sag" className="text-sm font-semibold">
          {t.caseNumber}
        </label>
        <input
          id="filter-sag"
          type="text"
          name={VOTE_SEARCH_PARAMS.caseNumber}
          defaultValue={search.caseNumber ?? ''}
          maxLength={MAX_CASE_NUMBER}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="filter-sag-hjaelp"
          className={SELECT}
        />
        <p id="filter-sag-hjaelp" className="text-sm text-stone-700">
          {t.caseHint}
        </p>
      </div>
      <div className={FIELD}>
        <label htmlFor="filter-samling" className="text-sm font-semibold">
          {t.period}
        </label>
        <select
          id="filter-samling"
          name={VOTE_SEARCH_PARAMS.period}
          defaultValue={search.period ?? ''}
          className={SELECT}
        >
          <option value="">{t.allPeriods}</option>
          {options.periods.map((p) => (
            <option key={p.code} value={p.code}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div className={FIELD}>
        <label htmlFor="filter-type" className="text-sm font-semibold">
          {t.type}
        </label>
        <select
          id="filter-type"
          name={VOTE_SEARCH_PARAMS.voteType}
          defaultValue={search.voteTypeId === null ? '' : String(search.voteTypeId)}
          className={SELECT}
        >
          <option value="">{t.allTypes}</option>
          {options.voteTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {voteTypeName(type.id, type.name, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className={FIELD}>
        <label htmlFor="filter-resultat" className="text-sm font-semibold">
          {t.outcome}
        </label>
        <select
          id="filter-resultat"
          name={VOTE_SEARCH_PARAMS.outcome}
          defaultValue={search.outcome ?? ''}
          className={SELECT}
        >
          <option value="">{t.allOutcomes}</option>
          <option value="vedtaget">{t.adopted}</option>
          <option value="forkastet">{t.rejected}</option>
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 self-end">
        <button
          type="submit"
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.submit}
        </button>
        {search.hasFilters ? (
          <Link
            href={search.withoutFilters().toUrl()}
            prefetch={false}
            className="font-medium text-red-800 underline underline-offset-2"
          >
            {t.reset}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
