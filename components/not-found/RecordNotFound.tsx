import { actorNotFound } from '@/components/actor/actor-not-found';
import { caseNotFound } from '@/components/case/case-not-found';
import { speechNotFound } from '@/components/debate/speech-not-found';
import { documentNotFound } from '@/components/document/document-not-found';
import { meetingNotFound } from '@/components/meeting/meeting-not-found';
import { partyNotFound } from '@/components/party/party-not-found';
import {
  notFoundSentence,
  type RecordNotFoundWords,
  sharedSegmentMessages,
} from '@/components/site/segment-messages';
import { WithSearch } from '@/components/site/WithSearch';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { voteNotFound } from '@/components/vote/vote-not-found';
import type { Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import type { RecordKind } from '@/lib/routes';

/** Each record page's 404 words, by the kind lib/routes.ts RECORD_PAGES gives it. */
const WORDS: Readonly<Record<RecordKind, RecordNotFoundWords>> = {
  vote: voteNotFound,
  case: caseNotFound,
  meeting: meetingNotFound,
  actor: actorNotFound,
  party: partyNotFound,
  document: documentNotFound,
  speech: speechNotFound,
};

const LINK =
  'font-medium text-red-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';

/** The 404's title for a kind of record ('Afstemningen findes ikke'), for the page's <title>. */
export function recordNotFoundTitle(kind: RecordKind, locale: Locale): string {
  return WORDS[kind].messages[locale].title;
}

/**
 * A record page's 404, rendered whole on the server: which record was asked for at `address` and is not there
 * (or why the address is no record's), a link to the kind's list and one home, and the search box to look it up.
 */
export async function RecordNotFound({ kind, address }: { kind: RecordKind; address: string }) {
  const locale = await getLocale();
  const words = WORDS[kind];
  const t = words.messages[locale];
  const shared = sharedSegmentMessages[locale];
  return (
    <WithSearch>
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose break-words">{notFoundSentence(t, address, words.parseId)}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <LocaleLink href={words.listHref} prefetch={false} className={LINK}>
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
    </WithSearch>
  );
}
