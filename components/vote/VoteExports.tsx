import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { localePath, voteExportPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    label: 'Hent medlemmernes stemmer',
    csv: 'Hent som CSV',
    csvNote: '(semikolonsepareret, til regneark)',
    json: 'Hent som JSON',
  },
  en: {
    label: 'Download the members’ votes',
    csv: 'Download as CSV',
    csvNote: '(semicolon-separated, for spreadsheets)',
    json: 'Download as JSON',
  },
});

/** Download links for the member votes (app/afstemning/[id]/stemmer.csv and stemmer.json). */
export async function VoteExports({ voteId }: { voteId: number }) {
  const locale = await getLocale();
  const t = messages[locale];
  const link = 'target font-medium text-red-800 underline underline-offset-2';
  return (
    <nav aria-label={t.label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={localePath(locale, voteExportPath(voteId, 'csv'))} download className={link}>
            {t.csv}
          </a>{' '}
          <span className="text-sm text-stone-700">{t.csvNote}</span>
        </li>
        <li>
          <a href={localePath(locale, voteExportPath(voteId, 'json'))} download className={link}>
            {t.json}
          </a>
        </li>
      </ul>
    </nav>
  );
}
