'use client';

import Link from 'next/link';
import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Noget gik galt',
    text: 'Siden kunne ikke vises lige nu. Prøv igen, eller gå til forsiden.',
    code: 'Fejlkode:',
    retry: 'Prøv igen',
    home: 'Gå til forsiden',
  },
  en: {
    title: 'Something went wrong',
    text: 'The page could not be shown just now. Try again, or go to the home page.',
    code: 'Error code:',
    retry: 'Try again',
    home: 'Go to the home page',
  },
});

/** Unexpected errors below the root layout. Server errors arrive without details; `digest` matches the log. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages(messages);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">
        {t.text}
        {digest ? (
          <span className="block text-sm text-stone-700">
            {t.code} {digest}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
        >
          {t.retry}
        </button>
        <Link href="/" className="self-center font-medium text-red-800 underline underline-offset-2">
          {t.home}
        </Link>
      </div>
    </div>
  );
}
