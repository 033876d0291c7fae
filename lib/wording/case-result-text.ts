import { toCaseStatusGroup } from '@/lib/data/cases/case-status';
import type { CaseResult, Motion, ResultDisagreement, ResultVote } from '@/lib/data/cases/types';
import type { VoteOutcome } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTermText, stepTitleName } from '@/lib/i18n/oda-terms';
import { caseStatusMessages } from './case-status-words';
import { countsText } from './vote-counts';

/*
 * A case's result (lib/data/cases/case-result.ts) in words, the same for search rows, the case page, the vote page, feeds
 * and share images: an outcome word with its tone, and one sentence that says what was decided —
 * 'Vedtaget: forslag til vedtagelse V 2, stillet af S, V og M — 58 for, 51 imod'.
 */

export const caseResultMessages = defineMessages({
  da: {
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    lapsed: 'Bortfaldet',
    notVoted: 'Ikke stemt om',
    noneAdopted: 'Ingen vedtaget',
    noVote: 'Ingen afstemning',
    disagree: 'Uenige kilder',
    atStep: 'ved {step}',
    motion: 'forslag til vedtagelse {label}',
    motionUnnamed: 'et forslag til vedtagelse uden nummer',
    proposedBy: 'stillet af {parties}',
    motionsRejected: '{motions} forkastet',
    unnamedRejected: '{n} forslag til vedtagelse forkastet',
    oneUnnamedRejected: 'ét forslag til vedtagelse forkastet',
    inDebate: 'i {debate}',
    debateEnded: 'Debatten endte: {result}',
    lapsedBecause: 'et andet forslag blev vedtaget først',
    finalNotYet: 'Ikke stemt endeligt om i datasættet',
    motionsNotYet: 'Ikke stemt om forslag til vedtagelse i datasættet',
    finalClosed: 'Ingen endelig afstemning i datasættet; status: {status}',
    motionsClosed: 'Ingen afstemning om forslag til vedtagelse i datasættet; status: {status}',
    tabled: '{n} forslag til vedtagelse stillet',
    notDecidedByVote: 'Sagstypen afgøres ikke ved afstemning',
    voteRecords:
      'afstemningens kilder er uenige om udfaldet — vedtaget-feltet: {vedtaget}; konklusionen: {konklusion}; medlemmernes stemmer: {ballots}',
    severalAdopted: 'flere forslag til vedtagelse står som vedtaget: {motions}',
    statusVote: 'status siger {status}, afstemningen {outcome}',
    notStated: 'intet',
  },
  en: {
    adopted: 'Adopted',
    rejected: 'Rejected',
    lapsed: 'Lapsed',
    notVoted: 'Not voted on',
    noneAdopted: 'None adopted',
    noVote: 'No vote',
    disagree: 'Sources disagree',
    atStep: 'at {step}',
    motion: 'motion for a resolution {label}',
    motionUnnamed: 'a motion for a resolution without a number',
    proposedBy: 'tabled by {parties}',
    motionsRejected: '{motions} rejected',
    unnamedRejected: '{n} motions for a resolution rejected',
    oneUnnamedRejected: 'one motion for a resolution rejected',
    inDebate: 'in {debate}',
    debateEnded: 'The debate ended: {result}',
    lapsedBecause: 'another motion was adopted first',
    finalNotYet: 'No final vote in the dataset',
    motionsNotYet: 'No vote on motions for a resolution in the dataset',
    finalClosed: 'No final vote in the dataset; status: {status}',
    motionsClosed: 'No vote on motions for a resolution in the dataset; status: {status}',
    tabled: '{n} motions for a resolution tabled',
    notDecidedByVote: 'This type of case is not decided by a vote',
    voteRecords:
      'the vote’s records disagree on the outcome — ODA’s adopted flag: {vedtaget}; the recorded result: {konklusion}; the members’ ballots: {ballots}',
    severalAdopted: 'more than one motion for a resolution is recorded as adopted: {motions}',
    statusVote: 'the status says {status}, the vote {outcome}',
    notStated: 'none',
  },
});

/** How a result reads at a glance: its colour in lists and badges. */
export type ResultTone = 'adopted' | 'rejected' | 'neutral' | 'warning';

/** A list in running text: 'S, V og M' / 'S, V and M' (British English: no serial comma). */
export const listText = (items: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(locale === 'en' ? 'en-GB' : 'da', { type: 'conjunction' }).format(items);

/**
 * A status in a plain word where the site has one (the status filter's groups), else ODA's in the interface
 * language (lib/i18n/oda-terms.ts; as ODA writes it when it has no English name).
 */
export function statusWord(status: string, locale: Locale): string {
  const group = toCaseStatusGroup(status);
  return group ? caseStatusMessages[locale][group] : (odaTermText('status', status, locale) ?? status);
}

const outcomeWord = (outcome: VoteOutcome | null, locale: Locale): string => {
  const t = caseResultMessages[locale];
  return outcome === null ? t.notStated : outcome === 'vedtaget' ? t.adopted : t.rejected;
};

/** '58 for, 51 imod' (for and against; the full counts are on the vote's page); null without counts. */
export function forAgainstText(vote: ResultVote, locale: Locale): string | null {
  return vote.counts ? countsText({ for: vote.counts.for, against: vote.counts.against }, locale) : null;
}

/**
 * 'forslag til vedtagelse V 2, stillet af S, V og M' (without a number: 'et forslag til vedtagelse uden nummer'); with
 * its debate's number, 'forslag til vedtagelse V 2 i F 30, stillet af …'.
 */
export function motionName(motion: Motion, locale: Locale, debate: string | null = null): string {
  const t = caseResultMessages[locale];
  const label = motion.label ? format(t.motion, { label: motion.label }) : t.motionUnnamed;
  const name = debate ? `${label} ${format(t.inDebate, { debate })}` : label;
  return motion.proposers.length > 0
    ? `${name}, ${format(t.proposedBy, { parties: listText(motion.proposers, locale) })}`
    : name;
}

/** The result's outcome word and tone: 'Vedtaget', 'Ingen vedtaget', 'Uenige kilder', … */
export function resultWord(result: CaseResult, locale: Locale): { word: string; tone: ResultTone } {
  const t = caseResultMessages[locale];
  switch (result.kind) {
    case 'final-vote':
      return result.vote.adopted
        ? { word: t.adopted, tone: 'adopted' }
        : { word: t.rejected, tone: 'rejected' };
    case 'motion-adopted':
      return { word: t.adopted, tone: 'adopted' };
    case 'no-motion-adopted':
      return { word: t.noneAdopted, tone: 'rejected' };
    case 'motion':
      return result.fate === 'adopted'
        ? { word: t.adopted, tone: 'adopted' }
        : result.fate === 'rejected'
          ? { word: t.rejected, tone: 'rejected' }
          : result.fate === 'lapsed'
            ? { word: t.lapsed, tone: 'neutral' }
            : { word: t.notVoted, tone: 'neutral' };
    case 'not-yet-voted':
      return { word: t.notVoted, tone: 'neutral' };
    case 'closed-without-vote':
    case 'no-votes-expected':
      return { word: t.noVote, tone: 'neutral' };
    case 'disagreement':
      return { word: t.disagree, tone: 'warning' };
  }
}

/** The motions that fell, by number ('V 1 og V 3 forkastet'), or counted when ODA numbers none. */
function rejectedMotions(motions: readonly Motion[], locale: Locale): string {
  const t = caseResultMessages[locale];
  const voted = motions.filter((m) => m.vote !== null);
  const labels = voted.flatMap((m) => (m.label ? [m.label] : []));
  if (labels.length === voted.length && labels.length > 0)
    return format(t.motionsRejected, { motions: listText(labels, locale) });
  return voted.length === 1 ? t.oneUnnamedRejected : format(t.unnamedRejected, { n: voted.length });
}

/** What ODA's records disagree on, in words. */
export function disagreementText(issue: ResultDisagreement, locale: Locale): string {
  const t = caseResultMessages[locale];
  switch (issue.about) {
    case 'vote-records': {
      const { outcomes } = issue.vote;
      const ballots =
        outcomes.ballots === null
          ? t.notStated
          : `${outcomeWord(outcomes.ballots, locale)} (${forAgainstText(issue.vote, locale) ?? ''})`;
      const text = format(t.voteRecords, {
        vedtaget: outcomeWord(outcomes.vedtaget, locale),
        konklusion: outcomeWord(outcomes.konklusion, locale),
        ballots,
      });
      return issue.motion ? `${motionName(issue.motion, locale)}: ${text}` : text;
    }
    case 'several-adopted':
      return format(t.severalAdopted, {
        motions: listText(
          issue.adopted.map((m) => m.label ?? t.motionUnnamed),
          locale,
        ),
      });
    case 'status':
      return format(t.statusVote, {
        status: statusWord(issue.status, locale),
        outcome: outcomeWord(issue.vote.adopted ? 'vedtaget' : 'forkastet', locale).toLocaleLowerCase(locale),
      });
  }
}

/**
 * The result in one sentence, outcome first: 'Vedtaget ved 3. behandling — 58 for, 51 imod'; 'Vedtaget: forslag
 * til vedtagelse V 2, stillet af S, V og M — 58 for, 51 imod'; 'Ingen vedtaget: V 1 og V 3 forkastet'. A motion's
 * own result names its debate ('… i F 6'); dates are left to the caller.
 */
export function resultSentence(result: CaseResult, locale: Locale): string {
  const t = caseResultMessages[locale];
  const { word } = resultWord(result, locale);
  const withCounts = (text: string, vote: ResultVote | null) => {
    const counts = vote ? forAgainstText(vote, locale) : null;
    return counts ? `${text} — ${counts}` : text;
  };
  switch (result.kind) {
    case 'final-vote': {
      const step = stepTitleName(result.vote.stepTitle, locale);
      const at = step ? ` ${format(t.atStep, { step: lowerFirst(step, locale) })}` : '';
      return withCounts(`${word}${at}`, result.vote);
    }
    case 'motion-adopted':
      return withCounts(`${word}: ${motionName(result.motion, locale)}`, result.motion.vote);
    case 'no-motion-adopted':
      return `${word}: ${rejectedMotions(result.motions, locale)}`;
    case 'motion': {
      const lapsed = result.fate === 'lapsed' ? ` (${t.lapsedBecause})` : '';
      const name = motionName(result.motion, locale, result.debate?.number ?? null);
      return withCounts(`${word}: ${name}${lapsed}`, result.motion.vote);
    }
    case 'not-yet-voted': {
      const base = result.rule === 'final-vote' ? t.finalNotYet : t.motionsNotYet;
      const tabled = result.motions.length > 0 ? ` (${format(t.tabled, { n: result.motions.length })})` : '';
      return `${base}${tabled}`;
    }
    case 'closed-without-vote':
      return format(result.rule === 'final-vote' ? t.finalClosed : t.motionsClosed, {
        status: statusWord(result.status, locale),
      });
    case 'no-votes-expected':
      return t.notDecidedByVote;
    case 'disagreement':
      return `${word}: ${disagreementText(result.issue, locale)}`;
  }
}

/** A step title in running text: 'ved 3. behandling', 'at Third reading' → 'at third reading'. */
const lowerFirst = (text: string, locale: Locale) => text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
