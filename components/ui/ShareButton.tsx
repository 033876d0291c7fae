'use client';

import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    share: 'Del',
    copy: 'Kopiér link',
    copied: 'Linket er kopieret.',
    failed: 'Linket kunne ikke kopieres.',
  },
  en: {
    share: 'Share',
    copy: 'Copy link',
    copied: 'The link has been copied.',
    failed: 'The link could not be copied.',
  },
});

type Outcome = 'copied' | 'failed' | null;

/**
 * Shares the page: the system's share sheet where there is one (phones), else the link copied to the clipboard, said
 * in a live region. `path` is the page's canonical path; the link is made absolute on the reader's own origin.
 * Shown once scripts run (without them there is nothing it could do; the address bar remains).
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    setReady(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  if (!ready) return null;

  const share = async () => {
    // The page's address in the language it is read in: an English page shares its English address.
    const url = new URL(localePath(locale, path), window.location.origin).href;
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M13 3a3 3 0 1 1-2.83 4l-3.4 1.7a3 3 0 0 1 0 2.6l3.4 1.7A3 3 0 1 1 9.9 14.4l-3.4-1.7a3 3 0 1 1 0-5.4l3.4-1.7A3 3 0 0 1 13 3Z" />
        </svg>
        {canShare ? t.share : t.copy}
      </button>
      <span role="status" className="text-sm text-stone-700">
        {outcome ? t[outcome] : ''}
      </span>
    </span>
  );
}
