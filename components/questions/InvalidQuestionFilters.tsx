import { LocaleLink } from '@/components/ui/LocaleLink';
import { Notice } from '@/components/ui/Notice';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { QUESTION_LIST_PATH } from '@/lib/routes';
import { invalidQuestionFilterText } from '@/lib/wording/question-filters';

const messages = defineMessages({
  da: { heading: 'Filtrene kan ikke læses', all: 'Se alle spørgsmål' },
  en: { heading: 'The filters cannot be read', all: 'See every question' },
});

/** The question list's answer to invalid filter values (status 400, proxy.ts): what is wrong and the way back. */
export function InvalidQuestionFilters({
  invalid,
  locale,
}: {
  invalid: readonly { readonly param: string; readonly value: string }[];
  locale: Locale;
}) {
  const t = messages[locale];
  const { problems, hint } = invalidQuestionFilterText(invalid, locale);
  return (
    <Notice id="ugyldige-filtre" heading={t.heading} tone="warning">
      <ul className="list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{hint}</p>
      <p>
        <LocaleLink href={QUESTION_LIST_PATH} prefetch={false} className="target text-link">
          {t.all}
        </LocaleLink>
      </p>
    </Notice>
  );
}
