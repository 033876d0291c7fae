import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { loading: 'Henter afstemninger …' },
  en: { loading: 'Loading votes …' },
});

/** Placeholder shaped like {@link LatestVotesList} while votes load. */
export async function LatestVotesSkeleton({ rows = 6 }: { rows?: number }) {
  const t = await getMessages(messages);
  const placeholders = Array.from({ length: rows }, (_, i) => `placeholder-${i}`);
  return (
    <div role="status" className="divide-y divide-stone-300 border-y border-stone-300">
      <span className="sr-only">{t.loading}</span>
      {placeholders.map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 py-4 sm:flex-row sm:justify-between"
        >
          <div className="w-full max-w-xl space-y-2">
            <div className="h-3 w-40 rounded bg-stone-200" />
            <div className="h-5 w-full rounded bg-stone-300" />
            <div className="h-3 w-32 rounded bg-stone-200" />
          </div>
          <div className="h-6 w-24 rounded-full bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
