import { BUILDING_RETRY_SECONDS } from '@/lib/data/site/site';
import { formatCount, formatShare, share } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    title: 'Tingdata henter Folketingets data',
    lead: 'Siden bygger sin egen kopi af Folketingets åbne data (oda.ft.dk). Det sker kun første gang og tager et stykke tid; bagefter holdes kopien opdateret løbende.',
    progress: '{share} hentet: {done} af {total} rækker.',
    starting: 'Hentningen er ved at gå i gang.',
    reload: 'Siden prøver selv igen om et minut.',
    bar: 'Hentet indtil nu',
  },
  en: {
    title: 'Tingdata is fetching the Folketing’s data',
    lead: 'The site is building its own copy of the Folketing’s open data (oda.ft.dk). This happens only the first time and takes a while; afterwards the copy is kept up to date continuously.',
    progress: '{share} fetched: {done} of {total} rows.',
    starting: 'The copy is about to start.',
    reload: 'This page tries again by itself in a minute.',
    bar: 'Fetched so far',
  },
});

/**
 * Shown instead of a page (with status 503, proxy.ts) while the mirror's first copy is being built: what is going
 * on, how far it is, and that the page comes back by itself.
 */
export async function MirrorBuildingNotice({
  progress,
}: {
  progress: { readonly done: number; readonly total: number } | null;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const fraction = progress ? share(progress.done, progress.total) : null;
  return (
    <section aria-labelledby="building-title" className="max-w-prose space-y-4">
      <meta httpEquiv="refresh" content={String(BUILDING_RETRY_SECONDS)} />
      <h1 id="building-title" className="text-3xl font-bold tracking-tight text-balance">
        {t.title}
      </h1>
      <p className="text-lg text-stone-700">{t.lead}</p>
      {progress && fraction !== null ? (
        <div className="space-y-2">
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={t.bar}
            className="h-3 w-full appearance-none overflow-hidden rounded bg-stone-200 [&::-moz-progress-bar]:bg-red-800 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-red-800"
          />
          <p role="status">
            {format(t.progress, {
              share: formatShare(locale, fraction),
              done: formatCount(locale, progress.done),
              total: formatCount(locale, progress.total),
            })}
          </p>
        </div>
      ) : (
        <p role="status">{t.starting}</p>
      )}
      <p>{t.reload}</p>
    </section>
  );
}
