import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import { CHOICE_SWATCH, choiceLabelMessages } from '@/components/vote/vote-choice';
import type { ActorVote } from '@/lib/data/actors/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleTerm, voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { votePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    voted: 'Stemte',
    vote: 'Afstemning nr. {n}',
    party: '{party}: {for} for, {against} imod, {abstain} hverken',
    majorityFor: 'flertallet stemte for',
    majorityAgainst: 'flertallet stemte imod',
    majorityAbstain: 'flertallet stemte hverken for eller imod',
    noMajority: 'intet flertal',
    noParty: 'Ingen registreret folketingsgruppe på datoen',
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    noDate: 'Dato ukendt',
  },
  en: {
    voted: 'Voted',
    vote: 'Vote no. {n}',
    party: '{party}: {for} for, {against} against, {abstain} abstained',
    majorityFor: 'the majority voted for',
    majorityAgainst: 'the majority voted against',
    majorityAbstain: 'the majority abstained',
    noMajority: 'no majority',
    noParty: 'No parliamentary group recorded on the date',
    adopted: 'Adopted',
    rejected: 'Rejected',
    noDate: 'Date unknown',
  },
});

/**
 * A member's votes as a list: date and vote type, the case (linking to the vote), how the member voted, their party
 * group's ballots and the outcome — each said in words, colour only repeating it.
 */
export async function ActorVoteList({ votes, label }: { votes: readonly ActorVote[]; label: string }) {
  const locale = await getLocale();
  const t = messages[locale];
  const choices = choiceLabelMessages[locale];
  const n = (v: number) => formatCount(locale, v);
  return (
    <ol aria-label={label} className="divide-y divide-stone-300 border-y border-stone-300">
      {votes.map((v) => (
        <li key={v.voteId} className="row-split">
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-stone-700">
              <LocalDateTime value={v.date} locale={locale} fallback={t.noDate} />
              {v.stepTitle ? (
                <span>
                  {' · '}
                  <TermText locale={locale} term={stepTitleTerm(v.stepTitle, locale)} />
                </span>
              ) : null}
              {v.voteType ? <span> · {voteTypeName(null, v.voteType, locale)}</span> : null}
              <span> · {v.adopted ? t.adopted : t.rejected}</span>
            </p>
            <p className="row-title">
              <LocaleLink href={votePath(v.voteId)} prefetch={false} className="title-link">
                {v.caseNumber ? <span className="case-number">{v.caseNumber}</span> : null}
                {v.caseTitle ? (
                  <DanishText locale={locale}>{v.caseTitle}</DanishText>
                ) : (
                  format(t.vote, { n: v.nummer })
                )}
              </LocaleLink>
            </p>
            <p className="text-sm text-stone-700">
              {v.party && v.partyCounts
                ? `${format(t.party, {
                    party: v.party,
                    for: n(v.partyCounts.for),
                    against: n(v.partyCounts.against),
                    abstain: n(v.partyCounts.abstain),
                  })} (${majorityText(v.partyMajority, t)})`
                : v.party
                  ? v.party
                  : t.noParty}
            </p>
          </div>
          <p className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold whitespace-nowrap">
            <span>{t.voted}:</span>
            {v.choice ? (
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-full ${CHOICE_SWATCH[v.choice]}`}
              />
            ) : null}
            <span>{choices[v.choice ?? 'unknown']}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The group's majority in words ('flertallet stemte imod'). */
function majorityText(majority: ActorVote['partyMajority'], t: (typeof messages)['da']): string {
  if (majority === null) return t.noMajority;
  return majority === 'for' ? t.majorityFor : majority === 'against' ? t.majorityAgainst : t.majorityAbstain;
}
