import { EmptyNote } from '@/components/actor/EmptyNote';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { getVotesAgainstParty } from '@/lib/data/actors/actor-votes';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { ActorVoteList } from './ActorVoteList';

const messages = defineMessages({
  da: {
    label: 'Stemmer imod partiets flertal',
    none: 'Personen har ikke stemt imod flertallet i sin folketingsgruppe i nogen afstemning i dataene.',
    count: '{n} afstemninger i alt; de {shown} nyeste vises.',
    all: '{n} afstemninger i alt.',
    one: '1 afstemning.',
    allBreaks: 'Se alle brud med partiet',
  },
  en: {
    label: 'Votes against the party majority',
    none: 'The person has not voted against the majority of their parliamentary group in any vote in the data.',
    count: '{n} votes in all; the {shown} newest are shown.',
    all: '{n} votes in all.',
    one: '1 vote.',
    allBreaks: 'See every break with the party',
  },
});

/**
 * The member's votes against their party group's majority, newest first, and the way to all of them on the
 * rebellions page (/afstemninger/brud?medlem=…). Rendered in the page (a few milliseconds at full scale).
 */
export async function VotesAgainstPartyPanel({ actorId, limit = 15 }: { actorId: number; limit?: number }) {
  const [{ votes, total }, locale] = await Promise.all([getVotesAgainstParty(actorId, limit), getLocale()]);
  const t = messages[locale];
  if (total === 0) return <EmptyNote>{t.none}</EmptyNote>;
  const n = formatCount(locale, total);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {votes.length < total
          ? format(t.count, { n, shown: formatCount(locale, votes.length) })
          : total === 1
            ? t.one
            : format(t.all, { n })}
      </p>
      <ActorVoteList votes={votes} label={t.label} />
      <p>
        <LocaleLink
          href={RebellionSearch.EMPTY.withMember(actorId).toUrl()}
          prefetch={false}
          className="target font-medium text-red-800 underline underline-offset-2"
        >
          {t.allBreaks}
        </LocaleLink>
      </p>
    </div>
  );
}
