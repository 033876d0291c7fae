import { danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Notice } from '@/components/ui/Notice';
import { resultMotions } from '@/lib/data/cases/case-result-motions';
import type { CaseResult, Motion } from '@/lib/data/cases/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { casePath } from '@/lib/routes';
import { motionName, resultSentence } from '@/lib/wording/case-result-text';

const messages = defineMessages({
  da: {
    title: 'Debattens udfald',
    about: 'Afstemningen om {motion} i',
    oneOf: 'Afstemningen om ét af {n} forslag til vedtagelse i',
    ended: 'Debatten endte: {result}.',
  },
  en: {
    title: 'How the debate ended',
    about: 'The vote on {motion} in',
    oneOf: 'The vote on one of {n} motions for a resolution in',
    ended: 'The debate ended: {result}.',
  },
});

interface DebateView {
  readonly id: number;
  readonly label: string;
  readonly motion: Motion | null;
  readonly motions: number;
  readonly ended: CaseResult;
}

/**
 * The debate a vote's motion belongs to, read from the vote's case's result (lib/data/cases/case-result.ts): a motion's
 * own case names its debate; a motion voted on the debate's own step is one of the debate's. Null otherwise.
 */
function debateOf(vote: VoteDetail, result: CaseResult): DebateView | null {
  if (result.kind === 'motion') {
    const debate = result.debate;
    if (!debate) return null;
    return {
      id: debate.id,
      label: [debate.number, debate.title].filter(Boolean).join(' '),
      motion: result.motion,
      motions: resultMotions(debate.result).length,
      ended: debate.result,
    };
  }
  if (result.rule !== 'motions' || !vote.case) return null;
  const motions = resultMotions(result);
  return {
    id: vote.case.id,
    label: [vote.case.number, vote.case.shortTitle ?? vote.case.title].filter(Boolean).join(' '),
    motion: motions.find((m) => m.vote?.id === vote.id) ?? null,
    motions: motions.length,
    ended: result,
  };
}

/**
 * On a vote about a motion for a resolution: which motion it was (its number and proposers' parties), in which
 * debate (linked), and how that debate ended — the motion adopted, or none — so a rejected motion is never read as
 * the debate's result.
 */
export async function VoteMotionContext({ vote, result }: { vote: VoteDetail; result: CaseResult | null }) {
  const debate = result ? debateOf(vote, result) : null;
  if (!debate) return null;
  const locale = await getLocale();
  const t = messages[locale];
  const lead =
    debate.motion && (debate.motion.label || debate.motion.proposers.length > 0)
      ? format(t.about, { motion: motionName(debate.motion, locale) })
      : format(t.oneOf, { n: debate.motions });
  return (
    <Notice id="debattens-udfald" heading={t.title} tone="plain" spacing="tight">
      <p>
        {lead}{' '}
        <LocaleLink href={casePath(debate.id)} className="text-link" lang={danishLang(locale)}>
          {debate.label}
        </LocaleLink>
        .
      </p>
      <p className="font-medium">{format(t.ended, { result: resultSentence(debate.ended, locale) })}</p>
    </Notice>
  );
}
