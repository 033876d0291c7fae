'use client';

import { LocaleLink } from '@/components/ui/LocaleLink';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { format } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { type SegmentErrorMessages, sharedSegmentMessages } from './segment-messages';

const LINK = 'self-center font-medium text-red-800 underline underline-offset-2';

/**
 * The error state of a segment (its `error.tsx`): the segment's words for what could not be loaded, a retry and a
 * way back. Server errors reach the browser without details, only a `digest`, shown as the error's code: the
 * request's id for a failed store read (lib/http/request-outcome.ts), and in the server's log line either way
 * (lib/server/server-error-log.ts); no stack trace is ever shown. `reload` makes the way back a full page load, leaving any failed client state behind.
 */
export function SegmentError({
  error,
  retry,
  messages,
  backHref,
  reload = false,
}: {
  error: unknown;
  retry: () => void;
  messages: SegmentErrorMessages;
  backHref: string;
  reload?: boolean;
}) {
  const t = useMessages(messages);
  const shared = useMessages(sharedSegmentMessages);
  const locale = useLocale();
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-prose">{t.text}</p>
      {digest ? <p className="text-sm text-stone-700">{format(shared.code, { digest })}</p> : null}
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {shared.retry}
        </button>
        {reload ? (
          <a href={localePath(locale, backHref)} className={LINK}>
            {t.back}
          </a>
        ) : (
          <LocaleLink href={backHref} className={LINK}>
            {t.back}
          </LocaleLink>
        )}
      </div>
    </div>
  );
}
