import { HowWeCount } from '@/components/ui/HowWeCount';
import { ANSWER_TIME_SLUG, glossaryTerm } from '@/lib/glossary/terms';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { glossaryPath } from '@/lib/routes';

const messages = defineMessages({
  da: { link: 'Svartid i ordlisten' },
  en: { link: 'Answer time in the glossary' },
});

/**
 * The answer-time rule under "Sådan regner vi", in the words of its glossary entry (lib/glossary/terms.ts: one
 * source for the wording), linking to it.
 */
export function AnswerTimeRule({ locale }: { locale: Locale }) {
  const term = glossaryTerm(ANSWER_TIME_SLUG);
  return (
    <HowWeCount
      text={term.definition[locale].replace(/\n\n/g, ' ')}
      locale={locale}
      link={{ href: glossaryPath(ANSWER_TIME_SLUG), label: messages[locale].link }}
    />
  );
}
