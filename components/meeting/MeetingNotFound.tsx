'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages, format } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: {
    title: 'Mødet findes ikke',
    missing: 'Der er intet møde med id {id} i dataene.',
    malformed: '„{id}“ er ikke et møde-id. Et møde-id er et helt tal, fx /moede/4234.',
    unknown: 'Vi kunne ikke finde det møde, du bad om.',
    list: 'Se alle møder',
    home: 'Gå til forsiden',
  },
  en: {
    title: 'Meeting not found',
    missing: 'There is no meeting with id {id} in the data.',
    malformed: '“{id}” is not a meeting id. A meeting id is a whole number, e.g. /moede/4234.',
    unknown: 'We could not find the meeting you asked for.',
    list: 'See all meetings',
    home: 'Go to the home page',
  },
});

/**
 * The meeting segment's 404: says which meeting was asked for. not-found files get no params, so the id is read
 * from the address (usePathname works in the server render too, so this needs no JavaScript in the browser).
 */
export function MeetingNotFound() {
  const t = useMessages(messages);
  const segment = decodeSegment(usePathname().split('/').filter(Boolean).at(-1) ?? '');
  const text = !segment
    ? t.unknown
    : /^[1-9]\d{0,9}$/.test(segment)
      ? format(t.missing, { id: segment })
      : format(t.malformed, { id: segment.slice(0, 60) });
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose break-words">{text}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/moeder" className="font-medium text-red-800 underline underline-offset-2">
            {t.list}
          </Link>
        </li>
        <li>
          <Link href="/" className="font-medium text-red-800 underline underline-offset-2">
            {t.home}
          </Link>
        </li>
      </ul>
    </div>
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
