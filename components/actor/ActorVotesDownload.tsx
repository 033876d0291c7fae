import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorVotesExportPath, localePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    csv: 'Hent alle {n} stemmer som CSV',
    note: '(en række pr. afstemning med sag, dato, stemme og partiets flertal; semikolonsepareret, til regneark)',
  },
  en: {
    csv: 'Download all {n} ballots as CSV',
    note: '(a row per vote with case, date, ballot and the party majority; semicolon-separated, for spreadsheets)',
  },
});

/** The link to every ballot of the member as a spreadsheet (app/aktoer/[id]/stemmer.csv). */
export async function ActorVotesDownload({ actorId, count }: { actorId: number; count: number }) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <p className="text-sm">
      <a
        href={localePath(locale, actorVotesExportPath(actorId))}
        download
        className="inline-flex min-h-11 items-center text-base font-medium text-red-800 underline underline-offset-2"
      >
        {format(t.csv, { n: formatCount(locale, count) })}
      </a>
      <span className="block text-stone-700">{t.note}</span>
    </p>
  );
}
