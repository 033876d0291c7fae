import type { FocusEventHandler, FormEventHandler, MouseEventHandler, ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';

const messages = defineMessages({
  da: { more: 'Flere filtre' },
  en: { more: 'More filters' },
});

const SUBMIT =
  'rounded bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800';
const RESET = 'target font-medium text-red-800 underline underline-offset-2';

/**
 * The filter form of every list and of search: a plain GET form to the list's path, so it works without
 * JavaScript and its URL is the state (the fields' names are the URL state's parameters; the page is not a field,
 * so a new filter starts at page 1). The main text field stays in view; the secondary fields (`more`) fold behind
 * "Flere filtre", open when any of them is set (`moreOpen`), so on a phone the results start on the first screen.
 * The submit button and, when something is filtered, a reset link end the form. `hidden` carries state the form
 * does not show (tense, scope); `onSubmit` and `onReset` let a client page move without a page load, and `onFocus`
 * (focus entering any field) lets it get ready for a move.
 */
export function FilterForm({
  action,
  label,
  locale,
  main,
  more,
  moreOpen,
  moreNote,
  hidden,
  submit,
  filters,
  resetLabel,
  onReset,
  onSubmit,
  onFocus,
}: {
  /** The list's path (from lib/routes.ts): the form goes to it in `locale`. */
  action: string;
  /** The search landmark's name. */
  label: string;
  locale: Locale;
  main?: ReactNode;
  /** Without secondary fields there is no "Flere filtre" fold (a form of one choice, like /partier's samling). */
  more?: ReactNode;
  moreOpen?: boolean;
  /** A hint for the secondary fields together, below them. */
  moreNote?: ReactNode;
  hidden?: ReactNode;
  submit: string;
  /** The URL state: the reset link shows when it has filters and leads to it without them. */
  filters: { readonly hasFilters: boolean; withoutFilters(): { toUrl(): string } };
  resetLabel: string;
  onReset?: MouseEventHandler<HTMLAnchorElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
}) {
  const t = messages[locale];
  const actions = (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="submit" className={SUBMIT}>
        {submit}
      </button>
      {filters.hasFilters ? (
        <LocaleLink
          href={filters.withoutFilters().toUrl()}
          prefetch={false}
          onClick={onReset}
          className={RESET}
        >
          {resetLabel}
        </LocaleLink>
      ) : null}
    </div>
  );
  return (
    <search aria-label={label}>
      <form
        action={localePath(locale, action)}
        method="get"
        onSubmit={onSubmit}
        onFocus={onFocus}
        className="space-y-3 rounded border border-stone-300 bg-white p-4"
      >
        {hidden}
        {main}
        {more === undefined ? null : (
          <details open={moreOpen} className="group">
            <summary className="target flex cursor-pointer list-none items-center gap-2 font-semibold text-red-800 underline-offset-2 hover:underline">
              <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                ▸
              </span>
              <span>{t.more}</span>
            </summary>
            <div className="mt-3 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">{more}</div>
            {moreNote ? <div className="mt-2 text-sm text-stone-700">{moreNote}</div> : null}
            {main ? null : <div className="mt-3">{actions}</div>}
          </details>
        )}
        {main || more === undefined ? actions : null}
      </form>
    </search>
  );
}
