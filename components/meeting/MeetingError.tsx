'use client';

import Link from 'next/link';
import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Mødet kunne ikke vises',
    text: 'Der opstod en fejl, da vi hentede mødet. Prøv igen, eller gå til listen over møder.',
    listTitle: 'Møderne kunne ikke vises',
    listText: 'Der opstod en fejl, da vi hentede møderne. Prøv igen, eller se alle møder uden filtre.',
    code: 'Fejlkode:',
    retry: 'Prøv igen',
    list: 'Se alle møder',
  },
  en: {
    title: 'The meeting could not be shown',
    text: 'Something went wrong while loading the meeting. Try again, or go to the list of meetings.',
    listTitle: 'The meetings could not be shown',
    listText:
      'Something went wrong while loading the meetings. Try again, or see all meetings without filters.',
    code: 'Error code:',
    retry: 'Try again',
    list: 'See all meetings',
  },
});

/** The meeting segments' error state: what failed, a retry and a way back. Server errors carry only a digest. */
export function MeetingError({
  error,
  retry,
  variant = 'meeting',
}: {
  error: unknown;
  retry: () => void;
  /** 'meeting': /moede/<id>; 'list': /moeder. */
  variant?: 'meeting' | 'list';
}) {
  const t = useMessages(messages);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{variant === 'list' ? t.listTitle : t.title}</h1>
      <p className="max-w-prose">
        {variant === 'list' ? t.listText : t.text}
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
        <Link href="/moeder" className="self-center font-medium text-red-800 underline underline-offset-2">
          {t.list}
        </Link>
      </div>
    </div>
  );
}
