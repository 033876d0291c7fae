'use client';

import { searchPageMessages } from '@/components/search/search-page-messages';
import { useMessages } from '@/components/site/LocaleProvider';
import { format } from '@/lib/i18n/locale';

/** Unexpected errors on the search page: no details, a retry and a fresh start. */
export default function SearchError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages(searchPageMessages);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.errorTitle}</h1>
      <p className="max-w-prose">{t.errorText}</p>
      {digest ? <p className="text-sm text-stone-700">{format(t.code, { digest })}</p> : null}
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.retry}
        </button>
        {/* A plain link: a full load leaves the failed state behind. */}
        <a href="/soeg" className="self-center font-medium text-red-800 underline underline-offset-2">
          {t.newSearch}
        </a>
      </div>
    </div>
  );
}
