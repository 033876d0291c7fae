'use client';

import { LocaleLink } from '@/components/site/LocaleLink';
import { localePath } from '@/lib/routes';
import { useLocale, useMessages } from './LocaleProvider';
import { notFoundSentence, type SegmentNotFoundMessages, sharedSegmentMessages } from './segment-messages';
import { usePagePath } from './use-page-path';

const LINK = 'font-medium text-red-800 underline underline-offset-2';

/**
 * The 404 of a segment (its `not-found.tsx`): the segment's words for which record was asked for and is not
 * there, a link to the segment's list and one home. not-found files get no params, so the id is read from the
 * address (usePagePath works in the server render too).
 */
export function SegmentNotFound({
  messages,
  listHref,
}: {
  messages: SegmentNotFoundMessages;
  listHref: string;
}) {
  const t = useMessages(messages);
  const shared = useMessages(sharedSegmentMessages);
  const address = localePath(useLocale(), usePagePath());
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose break-words">{notFoundSentence(t, address)}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <LocaleLink href={listHref} className={LINK}>
            {t.list}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink href="/" className={LINK}>
            {shared.home}
          </LocaleLink>
        </li>
      </ul>
    </div>
  );
}
