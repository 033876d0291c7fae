import type { ReactNode } from 'react';
import { FOLLOW_FIELDS, followFormMessages } from '@/lib/alerts/follow-form';
import type { Locale } from '@/lib/i18n/locale';
import { ALERTS_SUBSCRIBE_PATH, localePath } from '@/lib/routes';

/** An element id from a feed's path (`/soeg/feed.xml?q=skat` → `folg-soeg-feed-xml-q-skat`): one form per feed on a page. */
export const followFormId = (feedPath: string): string =>
  `folg${feedPath.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');

/**
 * "Følg på e-mail" beside a page's "Følg (Atom)" link (components/follow/FeedLink.tsx): a disclosure that opens a plain
 * form posting to the alerts (app/varsler/tilmeld) — `fields` (components/follow/FollowFields.tsx: the address,
 * immediately or a daily digest) with the feed and the language — no JavaScript and nothing of the reader's in it, so
 * the page stays the same for everyone (and in the page cache). `feedPath` is the feed's Danish path from
 * lib/routes.ts.
 */
export function FollowByEmail({
  feedPath,
  locale,
  fields,
}: {
  feedPath: string;
  locale: Locale;
  fields: ReactNode;
}) {
  return (
    <details className="text-sm open:basis-full">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-900">
        {followFormMessages[locale].open}
      </summary>
      <form
        method="post"
        action={localePath(locale, ALERTS_SUBSCRIBE_PATH)}
        className="mt-2 w-full max-w-sm space-y-3 rounded border border-stone-300 bg-white p-3"
      >
        <input type="hidden" name={FOLLOW_FIELDS.feedPath} value={feedPath} />
        <input type="hidden" name={FOLLOW_FIELDS.locale} value={locale} />
        {fields}
      </form>
    </details>
  );
}
