import { SEARCH_PATH } from '@/lib/routes';

('use client');

import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from '@/components/site/LocaleProvider';
import { caseStatusGroupFromSlug, caseStatusMessages, caseStatusSlug } from '@/lib/data/case-status';
import type { SearchOptions } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { DEFAULT_SORT, SearchState } from '@/lib/url-state/search';
import { goToSearchState, onSearchLinkClick } from './use-search-navigation';

const messages = defineMessages({
  da: {
    search: 'Søg',
    label: 'Søgeord',
    hint: 'Mindst 3 tegn pr. ord. Alle ord skal forekomme; æ, ø og å kan skrives ae, oe og aa, og en lille stavefejl rettes. Et sagsnummer som “L 123” finder sagen i alle samlinger.',
    submit: 'Søg',
    filters: 'Filtre',
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
    hint: 'At least 3 characters per word. Every word must occur; æ, ø and å may be typed ae, oe and aa, and a small typo is corrected. A case number such as “L 123” finds the case in every session.',
    submit: 'Search',
    filters: 'Filters',
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
 * The search form: a plain GET form to /soeg, so it works without JavaScript. With JavaScript, typing updates the
 * results as you go (`onDraftChange`), and submitting or changing a filter moves to the new state in place.
 */
export function SearchForm({
  state,
  draft,
  onDraftChange,
  options,
}: {
  state: SearchState;
  draft: string;
  onDraftChange: (value: string) => void;
  options: SearchOptions;
}) {
  const t = useMessages(messages);
  const statusWords = useMessages(caseStatusMessages);
  const id = useId();
  const f = state.filters;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value);
    }
    goToSearchState(SearchState.fromUrl(params));
  };
  // Filters apply as soon as they change; the text box has its own, debounced path.
  const setFilter = (changes: Partial<SearchState['filters']>) => {
    const next = state.withFilters(changes);
    if (!next.equals(state)) goToSearchState(next);
  };
  const idOrNull = (value: string) => (value ? Number(value) : null);

  return (
    <search aria-label={t.search}>
      <form action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-q`} className="block font-semibold">
            {t.label}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              value={draft}
              onChange={(e) => onDraftChange(e.target.value)}
              maxLength={200}
              autoComplete="off"
              aria-describedby={`${id}-hint`}
              className="min-w-0 flex-1 rounded border border-stone-500 bg-white px-3 py-2 text-lg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-800"
            />
            <button
              type="submit"
              className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
            >
              {t.submit}
            </button>
          </div>
          <p id={`${id}-hint`} className="text-sm text-stone-700">
            {t.hint}
          </p>
        </div>
        {state.scope !== 'sager' ? <input type="hidden" name="vis" value={state.scope} /> : null}
        {state.sort !== DEFAULT_SORT ? <input type="hidden" name="sorter" value={state.sort} /> : null}
        <fieldset className="rounded border border-stone-300 bg-white p-3">
          <legend className="px-1 font-semibold">{t.filters}</legend>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Select
              id={`${id}-samling`}
              name="samling"
              label={t.period}
              value={f.samling ?? ''}
              all={t.all}
              onChange={(v) => setFilter({ samling: v || null })}
            >
              {options.periods.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.title}
                </option>
              ))}
            </Select>
            <Select
              id={`${id}-type`}
              name="sagstype"
              label={t.caseType}
              value={String(f.sagstype ?? '')}
              all={t.all}
              onChange={(v) => setFilter({ sagstype: idOrNull(v) })}
            >
              {options.caseTypes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
            <Select
              id={`${id}-status`}
              name="status"
              label={t.status}
              value={f.status ? caseStatusSlug(f.status) : ''}
              all={t.all}
              onChange={(v) => setFilter({ status: caseStatusGroupFromSlug(v) })}
            >
              {options.statuses.map((group) => (
                <option key={group} value={caseStatusSlug(group)}>
                  {statusWords[group]}
                </option>
              ))}
            </Select>
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
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-dates`} className="text-sm text-stone-700">
              {t.dateHint}
            </p>
            {state.hasFilters ? (
              <a
                href={state.withoutFilters().toUrl()}
                onClick={onSearchLinkClick(state.withoutFilters())}
                className="text-sm font-medium text-red-800 underline underline-offset-2"
              >
                {t.clear}
              </a>
            ) : null}
          </div>
        </fieldset>
      </form>
    </search>
  );
}

function Select({
  id,
  name,
  label,
  value,
  all,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  all: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="col-span-2 space-y-1 sm:col-span-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded border border-stone-500 bg-white px-2 py-1.5"
      >
        <option value="">{all}</option>
        {children}
      </select>
    </div>
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
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        onChange={(e) => {
          if (e.target.value === '' || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
        }}
        aria-describedby={hint}
        className="w-full rounded border border-stone-500 bg-white px-2 py-1.5"
      />
    </div>
  );
}
