import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { Rebellion } from '@/lib/data/analyses/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { stepTitleName, voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, VOTE_REBELS_FRAGMENT, votePath } from '@/lib/routes';
import { rebellionSentence } from '@/lib/wording/rebellion-text';
import { CHOICE_SWATCH } from './vote-choice';
import { outcomeMessages } from './vote-outcome-messages';

const messages = defineMessages({
  da: {
    label: 'Brud med partiet',
    unnamed: 'Aktør {id}',
    noParty: 'uden partikode',
    vote: 'Afstemning nr. {n}',
    noDate: 'Dato ukendt',
    others: 'Alle brud ved afstemningen',
  },
  en: {
    label: 'Breaks with the party',
    unnamed: 'Actor {id}',
    noParty: 'no party code',
    vote: 'Vote no. {n}',
    noDate: 'Date unknown',
    others: 'Every break in the vote',
  },
});

/**
 * The latest breaks with the party as a list, newest vote first: who (linking to the politician) and their party,
 * how they voted against their party's majority in words (lib/wording/rebellion-text.ts, colour only repeating it),
 * which vote (the case number and title, linking to the vote), its date, type and step, and its outcome.
 */
export async function RebellionList({ rebellions }: { rebellions: readonly Rebellion[] }) {
  const locale = await getLocale();
  const t = messages[locale];
  const outcome = outcomeMessages[locale];
  return (
    <ol aria-label={t.label} className="rows">
      {rebellions.map((r) => {
        const { vote } = r;
        const what = [
          voteTypeName(vote.voteTypeId, vote.voteType, locale),
          stepTitleName(vote.stepTitle, locale),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={`${vote.id}-${r.actorId}`}>
            <article className="min-w-0 space-y-1.5 py-3" data-testid="rebellion-row">
              <p className="row-meta">
                <LocalDateTime value={vote.date} locale={locale} fallback={t.noDate} />
                {what ? ` · ${what}` : ''}
              </p>
              <h2 className="text-lg font-semibold leading-snug break-words">
                <LocaleLink href={actorPath(r.actorId)} prefetch={false} className="title-link">
                  {r.name ?? format(t.unnamed, { id: r.actorId })}
                </LocaleLink>{' '}
                {/* The party's code and name are ODA's, in Danish. */}
                <span
                  className="font-normal text-stone-700"
                  title={r.partyName ?? undefined}
                  lang={r.party ? 'da' : undefined}
                >
                  ({r.party ?? t.noParty})
                </span>
              </h2>
              <p className="flex items-start gap-2 text-stone-900">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 inline-block size-3 shrink-0 rounded-full ${CHOICE_SWATCH[r.choice]}`}
                />
                <span>{rebellionSentence(r, locale)}</span>
              </p>
              <p className="font-medium leading-snug break-words">
                <LocaleLink
                  href={votePath(vote.id)}
                  prefetch={false}
                  className="title-link"
                  data-testid="rebellion-vote"
                >
                  {vote.caseNumber ? <span className="case-number">{vote.caseNumber}</span> : null}
                  {vote.caseTitle ? (
                    <DanishText locale={locale}>{vote.caseTitle}</DanishText>
                  ) : (
                    format(t.vote, { n: vote.nummer })
                  )}
                </LocaleLink>
              </p>
              <p className="row-meta">
                {format(t.vote, { n: vote.nummer })} · {vote.adopted ? outcome.adopted : outcome.rejected}
                {vote.rebelCount !== null && vote.rebelCount > 1 ? (
                  <>
                    {' · '}
                    <LocaleLink
                      href={`${votePath(vote.id)}#${VOTE_REBELS_FRAGMENT}`}
                      prefetch={false}
                      className="text-link"
                    >
                      {t.others} ({vote.rebelCount})
                    </LocaleLink>
                  </>
                ) : null}
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
