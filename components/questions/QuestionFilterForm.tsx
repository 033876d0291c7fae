import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions } from '@/components/ui/select-options';
import { TextField } from '@/components/ui/TextField';
import type { QuestionFilterOptions } from '@/lib/data/questions/types';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { QUESTION_LIST_PATH } from '@/lib/routes';
import {
  ANSWER_SLUGS,
  QUESTION_SEARCH_PARAMS,
  QUESTION_SORT_SLUGS,
  type QuestionSearch,
} from '@/lib/url-state/question-search';
import { MAX_VOTE_TEXT } from '@/lib/url-state/vote-search';

const messages = defineMessages({
  da: {
    label: 'Filtrér spørgsmålene',
    text: 'Tekst',
    textHint: 'Ord i spørgsmålets titel eller ordlyd.',
    ministry: 'Ministerium (ministertitel)',
    allMinistries: 'Alle ministerier',
    minister: 'Minister (person)',
    allMinisters: 'Alle ministre',
    ministerHint: 'Den, der havde posten på spørgsmålets dato.',
    answer: 'Besvaret',
    allAnswers: 'Besvarede og ubesvarede',
    answered: 'Besvarede',
    unanswered: 'Ubesvarede',
    samling: 'Samling',
    allSamlinger: 'Alle samlinger',
    asker: 'Spørger',
    allAskers: 'Alle spørgere',
    party: 'Spørgerens parti',
    allParties: 'Alle partier',
    committee: 'Udvalg',
    allCommittees: 'Alle udvalg',
    subject: 'Emne',
    allSubjects: 'Alle emner',
    sort: 'Rækkefølge',
    newest: 'Nyeste først',
    slowest: 'Længste svartid først',
    fastest: 'Korteste svartid først',
    submit: 'Vis spørgsmål',
    reset: 'Nulstil filtrene',
  },
  en: {
    label: 'Filter the questions',
    text: 'Text',
    textHint: 'Words in the question’s title or wording.',
    ministry: 'Ministry (minister’s title)',
    allMinistries: 'All ministries',
    minister: 'Minister (person)',
    allMinisters: 'All ministers',
    ministerHint: 'Whoever held the post on the question’s date.',
    answer: 'Answered',
    allAnswers: 'Answered and unanswered',
    answered: 'Answered',
    unanswered: 'Unanswered',
    samling: 'Session',
    allSamlinger: 'All sessions',
    asker: 'Asked by',
    allAskers: 'Everyone',
    party: 'Asker’s party',
    allParties: 'All parties',
    committee: 'Committee',
    allCommittees: 'All committees',
    subject: 'Subject',
    allSubjects: 'All subjects',
    sort: 'Order',
    newest: 'Newest first',
    slowest: 'Longest answer time first',
    fastest: 'Shortest answer time first',
    submit: 'Show questions',
    reset: 'Reset the filters',
  },
});

/**
 * The question list's filters (FilterForm): text, ministry and answered in view — what a reader following a
 * minister needs first — and minister, samling, asker, party, committee, subject and order under "Flere filtre". A plain
 * GET form, so it works without JavaScript; the fields' names and values are those of {@link QuestionSearch}.
 */
export function QuestionFilterForm({
  search,
  options,
  locale,
}: {
  search: QuestionSearch;
  options: QuestionFilterOptions;
  locale: Locale;
}) {
  const t = messages[locale];
  const p = QUESTION_SEARCH_PARAMS;
  const id = (value: number | string | null) => (value === null ? '' : String(value));
  // ODA's names (titles, committees, subjects, people) are Danish: marked so on an English page.
  const oda = (choices: readonly { readonly value: string | number; readonly label: string }[]) =>
    choices.map((c) => ({
      value: c.value,
      label: c.label,
      lang: locale === 'en' ? ('da' as const) : undefined,
    }));
  return (
    <FilterForm
      action={QUESTION_LIST_PATH}
      label={t.label}
      locale={locale}
      submit={t.submit}
      filters={search}
      resetLabel={t.reset}
      moreOpen={
        search.ministerId !== null ||
        search.samling !== null ||
        search.askerId !== null ||
        search.party !== null ||
        search.committee !== null ||
        search.subjectId !== null ||
        search.sort !== 'newest'
      }
      main={
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="filter-tekst"
            type="search"
            name={p.text}
            label={t.text}
            hint={t.textHint}
            defaultValue={search.text ?? ''}
            maxLength={MAX_VOTE_TEXT}
            autoComplete="off"
            className="sm:col-span-2"
          />
          <SelectField
            id="filter-ministerium"
            name={p.ministry}
            label={t.ministry}
            any={t.allMinistries}
            defaultValue={id(search.ministryId)}
            options={oda(options.ministries)}
          />
          <SelectField
            id="filter-besvaret"
            name={p.answer}
            label={t.answer}
            any={t.allAnswers}
            defaultValue={search.answer === null ? '' : ANSWER_SLUGS[search.answer]}
            options={[
              { value: ANSWER_SLUGS.answered, label: t.answered },
              { value: ANSWER_SLUGS.unanswered, label: t.unanswered },
            ]}
          />
        </div>
      }
      more={
        <>
          <SelectField
            id="filter-minister"
            name={p.minister}
            label={t.minister}
            hint={t.ministerHint}
            any={t.allMinisters}
            defaultValue={id(search.ministerId)}
            options={oda(options.ministers)}
          />
          <SelectField
            id="filter-samling"
            name={p.samling}
            label={t.samling}
            any={t.allSamlinger}
            defaultValue={search.samling ?? ''}
            options={periodOptions(
              options.samlinger.map((s) => ({ code: s.value, title: s.label })),
              locale,
            )}
          />
          <SelectField
            id="filter-spoerger"
            name={p.asker}
            label={t.asker}
            any={t.allAskers}
            defaultValue={id(search.askerId)}
            options={oda(options.askers)}
          />
          <SelectField
            id="filter-parti"
            name={p.party}
            label={t.party}
            any={t.allParties}
            defaultValue={search.party ?? ''}
            options={options.parties}
          />
          <SelectField
            id="filter-udvalg"
            name={p.committee}
            label={t.committee}
            any={t.allCommittees}
            defaultValue={search.committee ?? ''}
            options={oda(options.committees)}
          />
          <SelectField
            id="filter-emne"
            name={p.subject}
            label={t.subject}
            any={t.allSubjects}
            defaultValue={id(search.subjectId)}
            options={oda(options.subjects)}
          />
          <SelectField
            id="filter-sortering"
            name={p.sort}
            label={t.sort}
            defaultValue={QUESTION_SORT_SLUGS[search.sort]}
            options={[
              { value: QUESTION_SORT_SLUGS.newest, label: t.newest },
              { value: QUESTION_SORT_SLUGS.slowest, label: t.slowest },
              { value: QUESTION_SORT_SLUGS.fastest, label: t.fastest },
            ]}
          />
        </>
      }
    />
  );
}
