import type { SpeechLine } from '@/lib/data/debates/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { formatDuration } from '@/lib/format/duration';
import { defineMessages, format } from '@/lib/i18n/locale';
import { actorPath, actorSpeechFeedPath, speechPath } from '@/lib/routes';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';

const messages = defineMessages({
  da: {
    title: '{name}: taler i Folketingssalen',
    subtitle: 'De nyeste taler af {name} i Folketingssalen, fra Folketingets referater.',
    entry: '{name} om {subject}',
    untitled: 'et punkt uden titel',
    length: 'Varighed: {time}',
  },
  en: {
    title: '{name}: speeches in the chamber',
    subtitle: 'The newest speeches by {name} in the Folketing’s chamber, from the Folketing’s transcripts.',
    entry: '{name} on {subject}',
    untitled: 'an item without a title',
    length: 'Duration: {time}',
  },
});

/**
 * `/aktoer/<id>/taler/feed.xml`: a politician's newest speeches, newest first, each linking to the speech's page
 * with the start of its text; `updated` of an entry is when the speech began (its sitting's date when no time is
 * printed).
 */
export function speechFeed(
  actor: { readonly id: number; readonly name: string },
  speeches: readonly SpeechLine[],
  context: FeedContext,
): AtomFeed {
  const t = messages[context.locale];
  const entries = speeches.flatMap((s): AtomEntry[] => {
    const updated = danishInstant(s.start ?? s.date);
    if (!updated) return [];
    const subject = [s.caseNumber, s.itemTitle].filter(Boolean).join(' ') || t.untitled;
    return [
      {
        id: tagUri(context.tagDomain, FEED_IDS.speech(s.id)),
        title: format(t.entry, { name: actor.name, subject }),
        link: absoluteUrl(context, speechPath(s.id)),
        updated,
        summary: [
          s.excerpt,
          s.seconds !== null ? format(t.length, { time: formatDuration(s.seconds, context.locale) }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      },
    ];
  });
  const path = actorSpeechFeedPath(actor.id);
  return {
    id: feedId(context, path),
    title: format(t.title, { name: actor.name }),
    subtitle: format(t.subtitle, { name: actor.name }),
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, actorPath(actor.id)),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
