import type { MeetingSummary } from '@/lib/data/meetings/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { meetingWhen } from '@/lib/wording/meeting-title';

const messages = defineMessages({
  da: {
    items: '{n} punkter på dagsordenen',
    oneItem: '1 punkt på dagsordenen',
    noItems: 'ingen dagsorden i datasættet',
    votes: '{n} afstemninger',
    oneVote: '1 afstemning',
    noVotes: 'ingen afstemninger',
    counts: '{items} og {votes}',
  },
  en: {
    items: '{n} agenda items',
    oneItem: '1 agenda item',
    noItems: 'no agenda in the dataset',
    votes: '{n} votes',
    oneVote: '1 vote',
    noVotes: 'no votes',
    counts: '{items} and {votes}',
  },
});

const count = (n: number, none: string, one: string, many: string, locale: Locale): string =>
  n === 0 ? none : n === 1 ? one : format(many, { n: formatCount(locale, n) });

const capitalised = (text: string, locale: Locale): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * A meeting's description for link previews, distinct from its title (which names it, lib/wording/meeting-title.ts):
 * the day and place, its type and ODA's status, and how many agenda items and votes it has — 'Fredag den 20.
 * november 2026 kl. 10.00, Folketingssalen. Møde i salen · Afholdt: 12 punkter på dagsordenen og 8 afstemninger.'
 * Type and status are ODA's words; a part ODA leaves empty is left out.
 */
export function meetingDescription(
  meeting: Pick<MeetingSummary, 'date' | 'venue' | 'type' | 'status'>,
  agendaItems: number,
  votes: number,
  locale: Locale,
): string {
  const t = messages[locale];
  const when = meetingWhen(meeting, locale);
  const whenWhere = [when ? capitalised(when, locale) : null, meeting.venue]
    .filter((p) => p !== null)
    .join(', ');
  const kind = [meeting.type, meeting.status].filter((p) => p !== null).join(' · ');
  const counts = format(t.counts, {
    items: count(agendaItems, t.noItems, t.oneItem, t.items, locale),
    votes: count(votes, t.noVotes, t.oneVote, t.votes, locale),
  });
  const sentence = kind ? `${kind}: ${counts}.` : `${capitalised(counts, locale)}.`;
  return whenWhere ? `${whenWhere}. ${sentence}` : sentence;
}
