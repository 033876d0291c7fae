import type { QuestionFilterChoice, QuestionFilterOptions } from '@/lib/data/questions/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import type { QuestionSearch } from '@/lib/url-state/question-search';

const messages = defineMessages({
  da: {
    text: 'tekst »{v}«',
    minister: 'minister {v}',
    ministry: '{v}',
    asker: 'spurgt af {v}',
    party: 'spørgerens parti {v}',
    committee: '{v}',
    answered: 'besvarede',
    unanswered: 'ubesvarede',
    samling: 'samling {v}',
    subject: 'emne »{v}«',
    invalidOne: 'Filteret »{param}« har en ugyldig værdi: »{value}«.',
    invalidHint:
      'Vælg værdierne i formularen, eller ret adressen: id’er er hele tal, besvaret er »ja« eller »nej«, en samling skrives som 20241.',
  },
  en: {
    text: 'text “{v}”',
    minister: 'minister {v}',
    ministry: '{v}',
    asker: 'asked by {v}',
    party: 'asker’s party {v}',
    committee: '{v}',
    answered: 'answered',
    unanswered: 'unanswered',
    samling: 'session {v}',
    subject: 'subject “{v}”',
    invalidOne: 'The filter “{param}” has a value that is not valid: “{value}”.',
    invalidHint:
      'Choose the values in the form, or correct the address: ids are whole numbers, besvaret is “ja” or “nej”, a session is written as 20241.',
  },
});

const labelOf = <K extends string | number>(choices: readonly QuestionFilterChoice<K>[], value: K): string =>
  choices.find((c) => c.value === value)?.label ?? String(value);

/** The filters a question search sets, in words ('minister Anna Andersen', 'ubesvarede'): a feed's title, the page's summary. */
export function questionFilterNames(
  search: QuestionSearch,
  options: QuestionFilterOptions,
  locale: Locale,
): string[] {
  const t = messages[locale];
  const named = (template: string, value: string | null) =>
    value === null ? null : format(template, { v: value });
  return [
    named(t.ministry, search.ministryId === null ? null : labelOf(options.ministries, search.ministryId)),
    named(t.minister, search.ministerId === null ? null : labelOf(options.ministers, search.ministerId)),
    named(t.asker, search.askerId === null ? null : labelOf(options.askers, search.askerId)),
    named(t.party, search.party),
    named(t.committee, search.committee === null ? null : labelOf(options.committees, search.committee)),
    search.answer === null ? null : search.answer === 'answered' ? t.answered : t.unanswered,
    named(t.samling, search.samling === null ? null : labelOf(options.samlinger, search.samling)),
    named(t.subject, search.subjectId === null ? null : labelOf(options.subjects, search.subjectId)),
    named(t.text, search.text),
  ].filter((name): name is string => name !== null);
}

/** What is wrong with a query's invalid filter values (QuestionSearch.invalidParams), a sentence each, and what to do. */
export function invalidQuestionFilterText(
  invalid: readonly { readonly param: string; readonly value: string }[],
  locale: Locale,
): { readonly problems: string[]; readonly hint: string } {
  const t = messages[locale];
  return { problems: invalid.map((i) => format(t.invalidOne, i)), hint: t.invalidHint };
}
