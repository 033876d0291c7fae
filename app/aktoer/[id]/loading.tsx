import { PanelSkeleton } from '@/components/actor/PanelSkeleton';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { loading: 'Henter aktøren …' },
  en: { loading: 'Loading the actor …' },
});

export default async function Loading() {
  const t = await getMessages(messages);
  return (
    <div className="space-y-8">
      <div aria-hidden="true" className="flex flex-col gap-6 sm:flex-row">
        <div className="h-40 w-32 animate-pulse rounded bg-stone-200 sm:h-48 sm:w-40" />
        <div className="flex-1 space-y-3">
          <div className="h-9 w-72 max-w-full animate-pulse rounded bg-stone-300" />
          <div className="h-4 w-56 animate-pulse rounded bg-stone-200" />
          <div className="h-4 w-48 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
      <PanelSkeleton label={t.loading} rows={3} chart />
    </div>
  );
}
