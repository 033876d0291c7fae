import { danishLang } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { DataFreshness, SiteInfo } from '@/lib/data/site/types';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ABOUT_DATA_FRAGMENT, DATA_API_PATH, DATA_PATH, glossaryPath, PRIVACY_PATH } from '@/lib/routes';

const messages = defineMessages({
  da: {
    source: 'Datakilde:',
    demoLead: 'Demodata:',
    demo: 'Alt, hvad du ser her, er syntetiske data lavet til demonstration. Det er ikke rigtige afstemninger, sager eller møder fra Folketinget.',
    synthetic: 'Viser syntetiske demodata i ODA’s format',
    scale: '(skala: {scale})',
    asOfSynthetic: 'Datasættet går til og med',
    asOfReal: 'Data er opdateret til og med',
    newest: 'Seneste ændring i dataene:',
    unknown: 'Det er ukendt, hvornår dataene sidst blev opdateret.',
    api: 'Samme data som ODA-kompatibelt API:',
    download: 'Hele databasen som SQLite og CSV:',
    downloadLink: 'Hent dataene',
    glossary: 'Ordliste: Folketingets ord forklaret',
    privacy: 'Privatliv: hvad vi gemmer om dig',
    unknownDate: 'ukendt dato',
    synced: 'Vores kopi blev sidst opdateret',
    every: 'Den holdes ajour hvert {interval}.',
    minute: 'minut',
    minutes: '{n}. minut',
    seconds: '{n}. sekund',
  },
  en: {
    source: 'Data source:',
    demoLead: 'Demo data:',
    demo: 'Everything you see here is synthetic data made for demonstration. These are not real votes, cases or meetings of the Folketing.',
    synthetic: 'Showing synthetic demo data in ODA’s format',
    scale: '(scale: {scale})',
    asOfSynthetic: 'The dataset runs up to and including',
    asOfReal: 'The data is updated up to and including',
    newest: 'Newest change in the data:',
    unknown: 'It is not known when the data was last updated.',
    api: 'The same data as an ODA-compatible API:',
    download: 'The whole database as SQLite and CSV:',
    downloadLink: 'Download the data',
    glossary: 'Glossary: the Folketing’s words explained',
    privacy: 'Privacy: what we keep about you',
    unknownDate: 'unknown date',
    synced: 'Our copy was last updated',
    every: 'It is brought up to date every {interval}.',
    minute: 'minute',
    minutes: '{n} minutes',
    seconds: '{n} seconds',
  },
});

type Texts = (typeof messages)[Locale];

/** The contentinfo landmark: where the data comes from and how fresh it is. */
export async function SiteFooter({
  site,
  freshness,
}: {
  site: SiteInfo | null;
  freshness: DataFreshness | null;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <footer className="mt-auto border-t border-stone-300 bg-stone-100 text-sm text-stone-800">
      <div className="mx-auto max-w-5xl space-y-1 px-4 py-6">
        {site?.synthetic ? (
          <p
            id={ABOUT_DATA_FRAGMENT}
            className="-mx-2 mb-3 scroll-mt-4 rounded border-2 border-black bg-amber-100 px-2 py-2 text-black"
          >
            <strong className="font-bold">{t.demoLead}</strong> {t.demo}
          </p>
        ) : null}
        <p>
          {t.source}{' '}
          <a
            href="https://oda.ft.dk"
            lang={danishLang(locale)}
            className="font-medium text-red-800 underline underline-offset-2"
          >
            Folketingets Åbne Data (oda.ft.dk)
          </a>
          .
        </p>
        {site ? <Freshness site={site} freshness={freshness} t={t} locale={locale} /> : null}
        {site ? (
          <p>
            {t.api}{' '}
            <LocaleLink
              href={DATA_API_PATH}
              prefetch={false}
              className="font-mono text-red-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              /api
            </LocaleLink>
          </p>
        ) : null}
        {site ? (
          <p>
            {t.download}{' '}
            <LocaleLink
              href={DATA_PATH}
              prefetch={false}
              className="text-red-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {t.downloadLink}
            </LocaleLink>
          </p>
        ) : null}
        <p>
          <LocaleLink
            href={glossaryPath()}
            prefetch={false}
            className="text-red-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {t.glossary}
          </LocaleLink>
        </p>
        <p>
          <LocaleLink
            href={PRIVACY_PATH}
            prefetch={false}
            className="text-red-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {t.privacy}
          </LocaleLink>
        </p>
      </div>
    </footer>
  );
}

function Freshness({
  site,
  freshness,
  t,
  locale,
}: {
  site: SiteInfo;
  freshness: DataFreshness | null;
  t: Texts;
  locale: Locale;
}) {
  const asOf = freshness?.asOf ?? site.asOf;
  const newest = freshness?.newestUpdate ?? null;
  const sync = freshness?.sync ?? null;
  return (
    <>
      {sync ? (
        <p data-synced-at={sync.syncedAt}>
          {t.synced}{' '}
          <LocalDateTime
            value={danishLocalDateTime(new Date(sync.syncedAt))}
            locale={locale}
            withTime
            fallback={t.unknownDate}
          />
          .{' '}
          {format(t.every, {
            interval:
              sync.intervalSeconds === 60
                ? t.minute
                : sync.intervalSeconds % 60 === 0
                  ? format(t.minutes, { n: sync.intervalSeconds / 60 })
                  : format(t.seconds, { n: sync.intervalSeconds }),
          })}
        </p>
      ) : null}
      {site.synthetic ? (
        <p>
          {t.synthetic}
          {site.scale ? ` ${format(t.scale, { scale: site.scale })}` : ''}.
        </p>
      ) : null}
      {asOf || newest ? (
        <p>
          {asOf && !sync ? (
            <>
              {site.synthetic ? t.asOfSynthetic : t.asOfReal}{' '}
              <LocalDateTime value={asOf} locale={locale} fallback={t.unknownDate} />.{' '}
            </>
          ) : null}
          {newest ? (
            <>
              {t.newest} <LocalDateTime value={newest} locale={locale} withTime fallback={t.unknownDate} />.
            </>
          ) : null}
        </p>
      ) : (
        <p>{t.unknown}</p>
      )}
    </>
  );
}
