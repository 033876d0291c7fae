import type { ReactNode } from 'react';
import { Term } from '@/components/glossary/Term';
import { danishLang } from '@/components/ui/DanishText';
import { Formatted } from '@/components/ui/Formatted';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Notice } from '@/components/ui/Notice';
import { TermText } from '@/components/ui/TermText';
import { resultVoteOf } from '@/lib/data/cases/case-result';
import type { CaseTimeline, CaseResult as Result, ResultVote } from '@/lib/data/cases/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { RESULT_RULE_TEXT } from '@/lib/glossary/result-rules';
import { format, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import { casePath, glossaryPath, votePath } from '@/lib/routes';
import { disagreementText, motionName, resultSentence, resultWord } from '@/lib/wording/case-result-text';
import { CASE_VOTES_SECTION } from './CaseVotes';
import { MotionList } from './MotionList';
import { ResultBadge } from './ResultBadge';
import { ResultVoteFacts } from './ResultVoteFacts';
import { resultBoxMessages } from './result-messages';

interface Props {
  /** The case's result by the rule of its type (lib/data/cases/case-result.ts). */
  readonly result: Result;
  /** The record of the vote the result rests on (lib/data/cases/case-result.ts resultVoteOf), for its parties. */
  readonly voteDetail: VoteDetail | null;
  readonly timeline: CaseTimeline;
  /** All the votes the case page lists: its own and its motions'. */
  readonly voteCount: number;
  /** `Sagstype.type`, for a type not decided by vote. */
  readonly caseType: string | null;
  readonly locale: Locale;
}

function StatusLine({ status, locale }: { status: string | null; locale: Locale }) {
  if (!status) return null;
  return (
    <p>
      {resultBoxMessages[locale].status}{' '}
      <Term text={status} locale={locale}>
        <TermText locale={locale} term={odaTerm('status', status, locale)} />
      </Term>
    </p>
  );
}

/** The body of the box by the kind of result: the deciding vote, the debate's motions, or why there is none. */
function ResultBody({ result, voteDetail, caseType, locale }: Omit<Props, 'timeline' | 'voteCount'>) {
  const t = resultBoxMessages[locale];
  const facts = (vote: ResultVote) => <ResultVoteFacts vote={vote} detail={voteDetail} locale={locale} />;
  switch (result.kind) {
    case 'final-vote':
      return facts(result.vote);
    case 'motion-adopted':
      return (
        <>
          {facts(result.motion.vote)}
          <MotionList motions={result.motions} locale={locale} />
        </>
      );
    case 'no-motion-adopted':
      return (
        <>
          <p>{t.noneAdopted}</p>
          <MotionList motions={result.motions} locale={locale} />
        </>
      );
    case 'motion':
      return (
        <>
          {result.motion.vote ? facts(result.motion.vote) : null}
          {result.debate ? (
            <p>
              {t.inDebate}{' '}
              <LocaleLink href={casePath(result.debate.id)} className="text-link" lang={danishLang(locale)}>
                {[result.debate.number, result.debate.title].filter(Boolean).join(' ')}
              </LocaleLink>
              . {t.debateEnded} {resultSentence(result.debate.result, locale)}.
            </p>
          ) : null}
        </>
      );
    case 'not-yet-voted':
    case 'closed-without-vote': {
      const waiting = result.kind === 'not-yet-voted';
      const text =
        result.rule === 'final-vote'
          ? waiting
            ? t.finalNotYet
            : t.finalClosed
          : waiting
            ? t.motionsNotYet
            : t.motionsClosed;
      return (
        <>
          <p>{text}</p>
          <StatusLine status={result.status} locale={locale} />
          <MotionList motions={result.motions} locale={locale} />
        </>
      );
    }
    case 'no-votes-expected':
      return (
        <>
          <p>
            <Formatted
              template={t.notDecidedByVote}
              values={{
                type: caseType ? (
                  <TermText locale={locale} term={odaTerm('caseType', caseType, locale)} />
                ) : (
                  t.thisType
                ),
              }}
            />
          </p>
          <StatusLine status={result.status} locale={locale} />
        </>
      );
    case 'disagreement':
      return (
        <>
          <p className="text-amber-950">
            {t.disagree} {disagreementText(result.issue, locale)}.
          </p>
          {result.issue.about !== 'several-adopted' ? facts(result.issue.vote) : null}
          <MotionList motions={result.motions} locale={locale} />
        </>
      );
  }
}

/** What the headline names beside the badge: the motion adopted or tabled, else nothing more. */
function headlineOf(result: Result, locale: Locale): ReactNode {
  switch (result.kind) {
    case 'motion-adopted':
    case 'motion':
      return motionName(result.motion, locale);
    default:
      return null;
  }
}

/**
 * The answer at the top of a case page, by the rule of the case's type (lib/data/cases/case-result.ts): a bill's final
 * vote with its step, day, counts and parties; the motion for a resolution a debate adopted (or that none was),
 * with every motion tabled; a motion's own fate and how its debate ended; that a case has no deciding vote yet or
 * ended without one; that its type is not decided by vote; or, where ODA's records disagree, each record. Links to
 * the vote and to all the case's votes, and says how the result is read ("Sådan regner vi", the glossary's rules).
 */
export function CaseResult({ result, voteDetail, timeline, voteCount, caseType, locale }: Props) {
  const t = resultBoxMessages[locale];
  const { word, tone } = resultWord(result, locale);
  const vote =
    result.kind === 'disagreement' && result.issue.about !== 'several-adopted'
      ? result.issue.vote
      : resultVoteOf(result);
  const amendments = timeline.steps
    .flatMap((s) => s.votes)
    .filter((v) => v.voteTypeId === AFSTEMNINGSTYPE.aendringsforslag);
  const adopted = amendments.filter((v) => v.adopted).length;
  const headline = headlineOf(result, locale);
  return (
    <Notice id="resultat-titel" heading={t.title} tone="plain" spacing="loose">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-lg">
          <ResultBadge word={word} tone={tone} />
        </span>
        {headline ? <span className="font-medium">{headline}</span> : null}
      </p>
      <ResultBody result={result} voteDetail={voteDetail} caseType={caseType} locale={locale} />
      {amendments.length > 0 && result.kind !== 'no-votes-expected' ? (
        <p className="text-sm">{format(t.amendments, { adopted, rejected: amendments.length - adopted })}</p>
      ) : null}
      {vote || voteCount > 1 ? (
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {vote ? (
            <LocaleLink href={votePath(vote.id)} className="target text-link inline-block py-2">
              {t.open}
            </LocaleLink>
          ) : null}
          {voteCount > 1 ? (
            <a href={`#${CASE_VOTES_SECTION}`} className="target text-link inline-block py-2">
              {format(t.all, { n: voteCount })}
            </a>
          ) : null}
        </p>
      ) : null}
      <HowWeCount
        text={`${RESULT_RULE_TEXT[result.rule][locale]} ${RESULT_RULE_TEXT.sources[locale]}`}
        locale={locale}
        link={{ href: glossaryPath('resultat'), label: t.rules }}
      />
    </Notice>
  );
}
