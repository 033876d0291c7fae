'use client';

import Link from 'next/link';
import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Siden kunne ikke vises',
    text: 'Der skete en fejl, da vi hentede oplysningerne om aktøren. Prøv igen, eller søg efter aktøren i listen.',
    code: 'Fejlkode',
    retry: 'Prøv igen',
    list: 'Til listen over aktører',
  },
  en: {
    title: 'The page could not be shown',
    text: 'Something went wrong while reading the actor’s records. Try again, or look the actor up in the list.',
    code: 'Error code',
    retry: 'Try again',
    list: 'To the list of actors',
  },
});

/** The actor pages' error state: what happened in words, a retry, and a way back. Never a stack trace. */
export function ActorError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages(messages);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">
        {t.text}
        {digest ? (
          <span className="block text-sm text-stone-700">
            {t.code}: {digest}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {t.retry}
        </button>
        <Link href="/aktoerer" className="self-center font-medium text-red-800 underline underline-offset-2">
          {t.list}
        </Link>
      </div>
    </div>
  );
}
