import { FollowFields } from '@/components/follow/FollowFields';
import { FOLLOW_FIELDS } from '@/lib/alerts/follow-fields';
import { followFormMessages } from '@/lib/alerts/follow-form';
import type { Locale } from '@/lib/i18n/locale';
import { ALERTS_SUBSCRIBE_PATH, localePath } from '@/lib/routes';

/** An element id from a feed's path (`/soeg/feed.xml?q=skat` → `folg-soeg-feed-xml-q-skat`): one form per feed on a page. */
export const followFormId = (feedPath: string): string =>
  `folg${feedPath.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');

/**
 * "Følg på e-mail" beside a page's "Følg (Atom)" link (components/follow/FeedLinkView.tsx): a disclosure that opens a
 * plain form posting to the alerts (app/varsler/tilmeld) — the address, immediately or a daily digest
 * (components/follow/FollowFields.tsx), the feed and the language. No JavaScript and nothing of the reader's in it, so
 * the page stays the same for everyone (and in the page cache). `feedPath` is the feed's Danish path from
 * lib/routes.ts; null where a client component gives the feed as it changes (the search page: FeedLinkView adds the
 * feed's field, tied to this form by its `id`). Drawn on the server, so none of it is in a page's JavaScript.
 */
export function FollowByEmail({
  locale,
  id,
  feedPath,
}: {
  locale: Locale;
  id: string;
  feedPath: string | null;
}) {
  return (
    <details className="text-sm open:basis-full">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-900">
        {followFormMessages[locale].open}
      </summary>
      <form
        id={id}
        method="post"
        action={localePath(locale, ALERTS_SUBSCRIBE_PATH)}
        className="mt-2 w-full max-w-sm space-y-3 rounded border border-stone-300 bg-white p-3"
      >
        {feedPath !== null ? <input type="hidden" name={FOLLOW_FIELDS.feedPath} value={feedPath} /> : null}
        <input type="hidden" name={FOLLOW_FIELDS.locale} value={locale} />
        <FollowFields locale={locale} id={id} />
      </form>
    </details>
  );
}
