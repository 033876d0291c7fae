import type { ReactNode } from 'react';
import { FOLLOW_FIELDS } from '@/lib/alerts/follow-fields';
import { ATOM_MEDIA_TYPE } from '@/lib/feed/media-type';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';

const messages = defineMessages({
  da: { follow: 'Følg (Atom)', hint: 'Abonnér i en feedlæser, så det nye herfra kommer af sig selv.' },
  en: { follow: 'Follow (Atom)', hint: 'Subscribe in a feed reader, so what is new here comes to you.' },
});

/**
 * The small "Følg (Atom)" link to a page's Atom feed (lib/feed), beside its share button; `path` comes from
 * lib/routes.ts, and the link is to the feed in the page's language (its words are). `label` names it where a page has
 * more than one feed ('Følg talerne (Atom)'). A plain link: it works without JavaScript, and a browser or feed reader
 * knows it by its type. With `follow`, "Følg på e-mail" beside it. Both are items of the row the link stands in; the
 * opened form takes a row of its own. Server pages use components/follow/FeedLink.tsx; a client component (the search
 * page's) uses this with the form it was handed.
 */
export function FeedLinkView({
  path,
  locale,
  label,
  follow,
}: {
  path: string;
  locale: Locale;
  label?: string;
  /**
   * "Følg på e-mail" for the same feed, drawn on the server (components/follow/FollowByEmail.tsx); `formId` when its
   * form leaves the feed to this link (the search page's, whose feed changes as the reader types).
   */
  follow: { readonly form: ReactNode; readonly formId?: string } | null;
}) {
  const t = messages[locale];
  return (
    <>
      <a
        href={localePath(locale, path)}
        type={ATOM_MEDIA_TYPE}
        title={t.hint}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M4 14.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM3 9a8 8 0 0 1 8 8H9a6 6 0 0 0-6-6V9Zm0-5.5A13.5 13.5 0 0 1 16.5 17h-2A11.5 11.5 0 0 0 3 5.5v-2Z" />
        </svg>
        {label ?? t.follow}
      </a>
      {follow?.form}
      {follow?.formId ? (
        <input type="hidden" form={follow.formId} name={FOLLOW_FIELDS.feedPath} value={path} />
      ) : null}
    </>
  );
}
