import { LocaleLink } from '@/components/ui/LocaleLink';
import { outcomeMessages } from '@/components/vote/vote-outcome-messages';
import { toCaseStatusGroup } from '@/lib/data/cases/case-status';
import type { Motion } from '@/lib/data/cases/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { casePath, votePath } from '@/lib/routes';
import { caseResultMessages, forAgainstText, listText } from '@/lib/wording/case-result-text';
import { resultBoxMessages } from './result-messages';

/**
 * A debate's motions for a resolution in the order voted on, each with its number (linking to its own case), its
 * proposers' parties, what became of it — adopted, rejected with the counts and a link to the vote, or lapsed
 * without a vote — so a reader sees every text the debate ended with, not only the one adopted.
 */
export function MotionList({ motions, locale }: { motions: readonly Motion[]; locale: Locale }) {
  if (motions.length === 0) return null;
  const t = resultBoxMessages[locale];
  const outcome = outcomeMessages[locale];
  const words = caseResultMessages[locale];
  return (
    <div className="space-y-1">
      <h3 className="text-base font-semibold">{t.motions}</h3>
      <ol aria-label={t.motions} className="divide-y divide-stone-200 text-sm">
        {motions.map((m, i) => {
          const fate = m.vote
            ? m.vote.adopted
              ? outcome.adopted
              : outcome.rejected
            : toCaseStatusGroup(m.status) === 'lapsed'
              ? t.lapsed
              : t.notVoted;
          const counts = m.vote ? forAgainstText(m.vote, locale) : null;
          return (
            <li key={m.caseId ?? `vote-${m.vote?.id ?? i}`} className="py-1">
              <p className="flex flex-wrap items-center gap-x-2">
                {m.caseId !== null && m.label ? (
                  <LocaleLink href={casePath(m.caseId)} className="target text-link min-w-6 font-medium">
                    {m.label}
                  </LocaleLink>
                ) : (
                  <span className="font-medium">{m.label ?? t.unnamed}</span>
                )}{' '}
                {m.proposers.length > 0 ? (
                  <span>{format(words.proposedBy, { parties: listText(m.proposers, locale) })}</span>
                ) : null}
              </p>
              <p className="flex flex-wrap items-center gap-x-2">
                <span>
                  <span className="font-semibold">{fate}</span>
                  {counts ? `, ${counts}` : ''}
                </span>{' '}
                {m.vote ? (
                  <LocaleLink href={votePath(m.vote.id)} className="target text-link">
                    {format(t.vote, { n: m.vote.nummer })}
                  </LocaleLink>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
