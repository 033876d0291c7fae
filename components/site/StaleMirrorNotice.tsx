import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { MirrorFreshness } from '@/lib/data/site/types';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    lead: 'Data kan være forældede.',
    text: 'Tingdatas kopi af Folketingets data blev sidst opdateret',
    why: 'Folketingets datatjeneste svarer måske ikke, eller opdateringen er gået i stå. Det, du ser, var korrekt dengang.',
  },
  en: {
    lead: 'The data may be out of date.',
    text: 'Tingdata’s copy of the Folketing’s data was last updated',
    why: 'Folketinget’s data service may not be answering, or the updates have stopped. What you see was correct then.',
  },
});

/**
 * On every page when the mirror's last applied sync cycle is older than three intervals: since when, and what
 * that means. Renders nothing while the copy is current (and for demo data).
 */
export async function StaleMirrorNotice({ sync }: { sync: MirrorFreshness | null }) {
  if (!sync?.stale) return null;
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <div
      role="status"
      data-synced-at={sync.syncedAt}
      className="mb-6 rounded border-2 border-amber-700 bg-amber-50 p-3 text-sm text-stone-900"
    >
      <p>
        <strong className="font-semibold">{t.lead}</strong> {t.text}{' '}
        <LocalDateTime
          value={danishLocalDateTime(new Date(sync.syncedAt))}
          locale={locale}
          withTime
          fallback={sync.syncedAt}
        />
        . {t.why}
      </p>
    </div>
  );
}
