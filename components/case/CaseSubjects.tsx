import { DanishText } from '@/components/ui/DanishText';
import type { CaseSubject } from '@/lib/data/cases/types';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { odaTermText } from '@/lib/i18n/oda-terms';

const messages = defineMessages({
  da: { heading: 'Emneord', none: 'Sagen har ingen emneord i datasættet.' },
  en: { heading: 'Subjects', none: 'The case has no subject words in the dataset.' },
});

/** The case's subject words (Emneord). */
export function CaseSubjects({ subjects, locale }: { subjects: readonly CaseSubject[]; locale: Locale }) {
  const t = messages[locale];
  return (
    <section aria-labelledby="emneord" className="space-y-3">
      <h2 id="emneord" className="text-2xl font-semibold">
        {t.heading}
      </h2>
      {subjects.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {subjects.map((subject) => (
            <li
              key={subject.id}
              title={odaTermText('subjectType', subject.type, locale) ?? undefined}
              className="rounded-full border border-stone-400 bg-white px-3 py-0.5 text-sm"
            >
              <DanishText locale={locale}>{subject.word}</DanishText>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
