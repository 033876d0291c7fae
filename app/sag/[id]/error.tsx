'use client';

import Link from 'next/link';
import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages, format } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Sagen kunne ikke vises',
    text: 'Der gik noget galt, da sagen skulle hentes. Prøv igen, eller søg efter en anden sag.',
    retry: 'Prøv igen',
    search: 'Gå til søgning',
    code: 'Fejlkode: {digest}',
  },
  en: {
    title: 'The case could not be shown',
    text: 'Something went wrong while loading the case. Try again, or search for another case.',
    retry: 'Try again',
    search: 'Go to search',
    code: 'Error code: {digest}',
  },
});

/** Unexpected errors on a case page: no details (server errors arrive without them), a retry and a way on. */
export default function CaseError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages(messages);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">{t.text}</p>
      {digest ? <p className="text-sm text-stone-700">{format(t.code, { digest })}</p> : null}
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.retry}
        </button>
        <Link href="/soeg" className="self-center font-medium text-red-800 underline underline-offset-2">
          {t.search}
        </Link>
      </div>
    </div>
  );
}
