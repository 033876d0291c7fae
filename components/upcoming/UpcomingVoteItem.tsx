import { Term } from '@/components/glossary/Term';
import { DanishText } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { UpcomingVote } from '@/lib/data/votes/upcoming-votes';
import { format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, stepTitleName, stepTitleTerm } from '@/lib/i18n/oda-terms';
import { casePath } from '@/lib/routes';
import { EarlierVoteLine } from './EarlierVoteLine';
import { upcomingMessages } from './upcoming-messages';

/**
 * A case on an upcoming agenda with a vote expected: the agenda item, the step (as ODA titles it: '3. behandling',
 * 'Eventuelt: 3. behandling') and the vote it ends in; the case's number and title linking to the case; then the
 * case's latest votes so far with the parties' sides, or that there has been none.
 */
export function UpcomingVoteItem({ item, locale }: { item: UpcomingVote; locale: Locale }) {
  const t = upcomingMessages[locale];
  const step = item.stepTitle ? stepTitleName(item.stepTitle, locale) : null;
  const shown = item.earlierVotes.length;
  return (
    <article className="min-w-0 space-y-1.5 py-3" data-testid="upcoming-vote">
      <p className="row-meta">
        {item.agendaNumber ? `${format(t.agendaItem, { n: item.agendaNumber })} · ` : null}
        {step && item.stepTitle ? (
          <>
            <Term text={item.stepTitle.replace(/^Eventuelt:\s*/i, '')} locale={locale}>
              <TermText locale={locale} term={stepTitleTerm(item.stepTitle, locale)} />
            </Term>
            {' · '}
          </>
        ) : null}
        <span className="font-semibold text-stone-900">
          {item.expected === 'final' ? t.expectFinal : t.expectMotions}
        </span>
      </p>
      <h4 className="text-lg font-semibold leading-snug text-pretty break-words">
        <LocaleLink href={casePath(item.caseId)} prefetch={false} className="title-link">
          {item.caseNumber ? <span className="case-number">{item.caseNumber}</span> : null}
          {item.caseTitle ? (
            <DanishText locale={locale}>{item.caseTitle}</DanishText>
          ) : (
            <TermText locale={locale} term={odaTerm('caseType', item.caseType, locale)} />
          )}
        </LocaleLink>
      </h4>
      {shown > 0 ? (
        <div className="border-l-2 border-stone-300 pl-3">
          <p className="text-sm font-medium text-stone-800">
            {item.earlierVoteCount > shown
              ? format(t.earlierVotesSome, { shown, all: item.earlierVoteCount })
              : t.earlierVotes}
          </p>
          <ol className="divide-y divide-stone-200">
            {item.earlierVotes.map((earlier) => (
              <li key={earlier.vote.id}>
                <EarlierVoteLine earlier={earlier} locale={locale} />
              </li>
            ))}
          </ol>
          {item.earlierVoteCount > shown ? (
            <p className="text-sm">
              <LocaleLink href={casePath(item.caseId)} prefetch={false} className="target text-link">
                {t.allVotes}
              </LocaleLink>
            </p>
          ) : null}
        </div>
      ) : item.expected === 'final' ? (
        // A forespørgsel's debate is its first vote; for a bill or proposal, no vote yet is worth saying.
        <p className="text-sm text-stone-700">{t.noEarlierVotes}</p>
      ) : null}
    </article>
  );
}
