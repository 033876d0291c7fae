import { CodeText } from '@/components/ui/CodeText';
import { danishLang } from '@/components/ui/DanishText';
import type { DownloadGeneration } from '@/lib/data/downloads/types';
import { format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { downloadsMessages } from './downloads-messages';

/** Folketinget's own pages on its open data, where its terms of use are given. */
const odaSiteUrl = 'https://oda.ft.dk';
const ftOpenDataUrl = 'https://www.ft.dk/da/dokumenter/aabne_data';

/**
 * Where the data comes from and on what terms: Folketinget's records from ODA, used on the terms Folketinget gives
 * there (stated as the source, never restated as legal text of our own), with a line to name the source by; or, for
 * the synthetic demo data, that it is made up and under the code's licence (README, "Licence and the data's
 * source"). `ownTables`: the names of the tables of Tingdata's own that the generation publishes.
 */
export async function SourceAndTerms({
  generation,
  ownTables,
}: {
  generation: DownloadGeneration;
  ownTables: readonly string[];
}) {
  const [locale, t] = await Promise.all([getLocale(), getMessages(downloadsMessages)]);
  if (generation.synthetic)
    return (
      <p className="max-w-prose">
        <CodeText text={t.termsSynthetic} />
      </p>
    );
  return (
    <div className="max-w-prose space-y-3">
      <p>
        {t.termsMirror} <code className="break-words font-mono text-[0.9em]">{generation.source}</code>.
      </p>
      <p>{t.termsUse}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <a href={odaSiteUrl} lang={danishLang(locale)} className="text-link target">
            {t.termsOda}
          </a>
        </li>
        <li>
          <a href={ftOpenDataUrl} className="text-link target">
            {t.termsFt}
          </a>
        </li>
      </ul>
      <p>{t.attribution}</p>
      <p className="rounded border-l-4 border-stone-400 bg-stone-100 px-3 py-2 font-medium">
        {t.attributionLine}
      </p>
      {ownTables.length > 0 ? (
        <p>
          {format(t.ownTables, {
            tables: new Intl.ListFormat(locale, { type: 'conjunction' }).format(ownTables),
          })}
        </p>
      ) : null}
    </div>
  );
}
