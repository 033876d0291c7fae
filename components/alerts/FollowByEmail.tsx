import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { FOLLOW_FIELDS, FORM_MAX_ADDRESS_LENGTH, followFormMessages } from '@/lib/alerts/follow-form';
import type { Cadence } from '@/lib/alerts/types';
import type { Locale } from '@/lib/i18n/locale';
import { ALERTS_SUBSCRIBE_PATH, localePath, PRIVACY_PATH } from '@/lib/routes';

/** An element id from a feed's path (`/soeg/feed.xml?q=skat` → `folg-soeg-feed-xml-q-skat`): one form per feed on a page. */
const formId = (feedPath: string): string =>
  `folg${feedPath.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');

/**
 * "Følg på e-mail" beside a page's "Følg (Atom)" link (components/ui/FeedLink.tsx): a disclosure that opens a plain
 * form posting to the alerts (app/varsler/tilmeld) — the address, immediately or a daily digest, the feed and the
 * language — and a line to the privacy page. No JavaScript and nothing of the reader's in it, so the page stays the
 * same for everyone (and in the page cache). `feedPath` is the feed's Danish path from lib/routes.ts.
 */
export function FollowByEmail({ feedPath, locale }: { feedPath: string; locale: Locale }) {
  const t = followFormMessages[locale];
  const id = formId(feedPath);
  const cadences: readonly { value: Cadence; label: string }[] = [
    { value: 'immediate', label: t.immediate },
    { value: 'daily', label: t.daily },
  ];
  return (
    <details className="text-sm open:basis-full">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-900">
        {t.open}
      </summary>
      <form
        method="post"
        action={localePath(locale, ALERTS_SUBSCRIBE_PATH)}
        className="mt-2 w-full max-w-sm space-y-3 rounded border border-stone-300 bg-white p-3"
      >
        <input type="hidden" name={FOLLOW_FIELDS.feedPath} value={feedPath} />
        <input type="hidden" name={FOLLOW_FIELDS.locale} value={locale} />
        <TextField
          id={`${id}-adresse`}
          label={t.address}
          type="email"
          name={FOLLOW_FIELDS.address}
          autoComplete="email"
          maxLength={FORM_MAX_ADDRESS_LENGTH}
          required
        />
        <RadioGroup
          idPrefix={id}
          name={FOLLOW_FIELDS.cadence}
          legend={t.cadence}
          options={cadences}
          defaultValue="immediate"
        />
        <button
          type="submit"
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
        >
          {t.submit}
        </button>
        <p className="text-stone-700">
          {t.privacy}{' '}
          <a
            href={localePath(locale, PRIVACY_PATH)}
            className="target text-red-800 underline underline-offset-2"
          >
            {t.privacyLink}
          </a>
        </p>
      </form>
    </details>
  );
}
