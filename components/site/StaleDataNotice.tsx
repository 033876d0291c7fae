import 'server-only';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { danishLocalDateTime } from '@/lib/data/case-values';
import { staleDataSince } from '@/lib/data/live/freshness';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    lead: 'Data som de var',
    text: 'Folketingets datatjeneste svarer ikke lige nu, så siden viser den seneste udgave, vi har gemt. Den kan være forældet.',
  },
  en: {
    lead: 'Data as of',
    text: 'Folketinget’s data service is not answering right now, so this page shows the latest copy we kept. It may be out of date.',
  },
});

/**
 * "Data as of …" when some of what this page shows was served from the cache because the live service failed
 * (stale-if-error). Render it after the page's reads have settled (below them in the page, which awaits its data
 * first); it renders nothing when everything was fresh, and always in store mode.
 */
export async function StaleDataNotice() {
  const since = staleDataSince();
  if (since === null) return null;
  const locale = await getLocale();
  const t = messages[locale];
  const iso = new Date(since).toISOString();
  const local = danishLocalDateTime(new Date(since));
  return (
    <div
      role="status"
      className="rounded border-2 border-amber-700 bg-amber-50 p-3 text-sm text-stone-900"
      data-stale-since={iso}
    >
      <p>
        <strong className="font-semibold">
          {t.lead} <LocalDateTime value={local} locale={locale} withTime fallback={iso} />.
        </strong>{' '}
        {t.text}
      </p>
    </div>
  );
}
