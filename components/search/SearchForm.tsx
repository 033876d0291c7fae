'use client';

import { type FormEvent, useEffect, useId, useRef } from 'react';
import { FilterForm } from '@/components/ui/FilterForm';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { caseStatusGroupFromSlug, caseStatusSlug } from '@/lib/data/cases/case-status';
import { defineMessages } from '@/lib/i18n/locale';
import { SEARCH_PATH } from '@/lib/routes';
import { SearchState } from '@/lib/url-state/search';
import { caseStatusMessages } from '@/lib/wording/case-status-words';
import type { SearchFilterChoices } from './search-filter-choices';
import { useSearchNavigation } from './use-search-navigation';

/** The URL's parameters the form keeps in hidden fields (lib/url-state/search.ts): the rest are its own fields. */
const KEPT_PARAMS: ReadonlySet<string> = new Set(['vis', 'sorter', 'person', 'parti', 'sag']);

const messages = defineMessages({
  da: {
    search: 'Søg',
    label: 'Søgeord',
    hint: 'Mindst 3 tegn pr. ord; alle ord skal forekomme, og en lille stavefejl rettes. “L 123” finder sagen i alle samlinger.',
    submit: 'Søg',
    period: 'Samling',
    caseType: 'Sagstype',
    status: 'Status',
    from: 'Fra dato',
    to: 'Til dato',
    all: 'Alle',
    dateHint: 'Sager med et sagstrin i perioden; dokumenter dateret i perioden.',
    clear: 'Nulstil filtre',
  },
  en: {
    search: 'Search',
    label: 'Search words',
    hint: 'At least 3 characters per word; every word must occur, and a small typo is corrected. “L 123” finds the case in every session.',
    submit: 'Search',
    period: 'Session',
    caseType: 'Case type',
    status: 'Status',
    from: 'From date',
    to: 'To date',
    all: 'All',
    dateHint: 'Cases with a step in the period; documents dated in the period.',
    clear: 'Clear filters',
  },
});

/**
 * The search form (FilterForm): a plain GET form to /soeg, so it works without JavaScript; the search words and the
 * case type in view (a phone's first screen reaches "§ 20-spørgsmål" without unfolding anything), the other filters
 * under "Flere filtre". With JavaScript, typing updates the results as you go (`onDraftChange`), and
 * submitting or changing a filter moves to the new state in place; focus in the form readies the search's
 * interactive layer (components/search/live-search.ts) before the first move.
 */
export function SearchForm({
  state,
  draft,
  onDraftChange,
  choices,
}: {
  state: SearchState;
  draft: string;
  onDraftChange: (value: string) => void;
  choices: SearchFilterChoices;
}) {
  const t = useMessages(messages);
  const { go, onLinkClick, activate } = useSearchNavigation();
  const locale = useLocale();
  const statusWords = useMessages(caseStatusMessages);
  const id = useId();
  const f = state.filters;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value);
    }
    go(SearchState.fromUrl(params));
  };
  // Filters apply as soon as they change; the text box has its own, debounced path.
  const setFilter = (changes: Partial<SearchState['filters']>) => {
    const next = state.withFilters(changes);
    if (!next.equals(state)) go(next);
  };
  const idOrNull = (value: string) => (value ? Number(value) : null);

  return (
    <FilterForm
      action={SEARCH_PATH}
      label={t.search}
      locale={locale}
      submit={t.submit}
      onSubmit={onSubmit}
      onFocus={activate}
      filters={state}
      resetLabel={t.clear}
      onReset={onLinkClick(state.withoutFilters())}
      moreOpen={f.samling !== null || f.status !== null || f.fra !== null || f.til !== null}
      moreNote={<p id={`${id}-dates`}>{t.dateHint}</p>}
      hidden={
        // What the URL holds that the form has no field for — the tab, the order, and the speech filters set by a link
        // (a politician's page, a case's debate) — kept as the text changes.
        [...state.toParams()]
          .filter(([name]) => KEPT_PARAMS.has(name))
          .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
      }
      main={
        <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField
            id={`${id}-q`}
            name="q"
            type="search"
            label={t.label}
            hint={t.hint}
            value={draft}
            onChange={(e) => onDraftChange(e.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          <SelectField
            id={`${id}-type`}
            name="sagstype"
            label={t.caseType}
            any={t.all}
            value={String(f.sagstype ?? '')}
            onChange={(e) => setFilter({ sagstype: idOrNull(e.target.value) })}
            options={choices.caseTypes}
          />
        </div>
      }
      more={
        <>
          <SelectField
            id={`${id}-samling`}
            name="samling"
            label={t.period}
            any={t.all}
            value={f.samling ?? ''}
            onChange={(e) => setFilter({ samling: e.target.value || null })}
            options={choices.periods}
          />
          <SelectField
            id={`${id}-status`}
            name="status"
            label={t.status}
            any={t.all}
            value={f.status ? caseStatusSlug(f.status) : ''}
            onChange={(e) => setFilter({ status: caseStatusGroupFromSlug(e.target.value) })}
            options={choices.statuses.map((group) => ({
              value: caseStatusSlug(group),
              label: statusWords[group],
            }))}
          />
          <DateInput
            id={`${id}-fra`}
            name="fra"
            label={t.from}
            value={f.fra ?? ''}
            hint={`${id}-dates`}
            onChange={(v) => setFilter({ fra: v || null })}
          />
          <DateInput
            id={`${id}-til`}
            name="til"
            label={t.to}
            value={f.til ?? ''}
            hint={`${id}-dates`}
            onChange={(v) => setFilter({ til: v || null })}
          />
        </>
      }
    />
  );
}

/**
 * A date box. Left uncontrolled while the reader types (a half-typed date has no value), and set from the URL when
 * the state changes from elsewhere (back button, clearing the filters). Applies only complete dates or empty.
 */
function DateInput({
  id,
  name,
  label,
  value,
  hint,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  hint: string;
  onChange: (value: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <TextField
      ref={ref}
      id={id}
      name={name}
      type="date"
      label={label}
      defaultValue={value}
      onChange={(e) => {
        if (e.target.value === '' || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
      }}
      aria-describedby={hint}
    />
  );
}
