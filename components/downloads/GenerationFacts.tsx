import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { DownloadGeneration } from '@/lib/data/downloads/types';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { downloadsMessages } from './downloads-messages';

/** A time the manifest gives (ISO 8601, UTC) as Danish local time, in the reader's language. */
export function PublishedTime({ iso, locale }: { iso: string; locale: 'da' | 'en' }) {
  return <LocalDateTime value={danishLocalDateTime(new Date(iso))} locale={locale} withTime />;
}

/** A generation's number and when it was made; for a mirror's, when its copy was last brought up to date. */
export async function GenerationFacts({ generation }: { generation: DownloadGeneration }) {
  const [locale, t] = await Promise.all([getLocale(), getMessages(downloadsMessages)]);
  return (
    <p className="text-stone-700">
      <span className="font-semibold text-stone-950">
        {format(t.generation, { generation: generation.generation })}
      </span>
      , {t.made} <PublishedTime iso={generation.createdAt} locale={locale} />.
      {generation.dataAsOf ? (
        <>
          {' '}
          {t.synced} <PublishedTime iso={generation.dataAsOf} locale={locale} />.
        </>
      ) : null}
    </p>
  );
}
