import { RESULT_TONE_TEXT } from '@/components/case/result-tone';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { resultVoteOf } from '@/lib/data/cases/case-result';
import type { CaseResult } from '@/lib/data/cases/types';
import type { CaseHit } from '@/lib/data/search/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { votePath } from '@/lib/routes';
import { resultSentence, resultWord } from '@/lib/wording/case-result-text';
import { caseStatusMessages } from '@/lib/wording/case-status-words';

const messages = defineMessages({
  da: {
    moreVotes: '{n} afstemninger i alt',
    status: 'Status',
    rawStatus: 'ODA-status: {status}',
    noDate: 'dato ukendt',
  },
  en: {
    moreVotes: '{n} votes in all',
    status: 'Status',
    rawStatus: 'ODA status: {status}',
    noDate: 'date unknown',
  },
});

/** The vote a row links to: the deciding vote, or the vote ODA's records disagree on. */
function linkedVote(result: CaseResult) {
  if (result.kind === 'disagreement')
    return result.issue.about === 'several-adopted' ? null : result.issue.vote;
  return resultVoteOf(result);
}

/**
 * What became of a case hit: its status in a plain word (the raw ODA status in small print beside it, so nothing is
 * hidden), and its result by the rule of its type (lib/data/cases/case-result.ts) in one sentence — 'Vedtaget ved 3.
 * behandling — 58 for, 51 imod', 'Vedtaget: forslag til vedtagelse V 2, stillet af S, V og M — …' — linking to the
 * deciding vote with its day. A type the Folketing does not decide by vote shows its status alone.
 */
export function CaseHitOutcome({ hit, locale }: { hit: CaseHit; locale: Locale }) {
  const t = messages[locale];
  const statusWords = caseStatusMessages[locale];
  const result = hit.result;
  const vote = result ? linkedVote(result) : null;
  const plain = hit.statusGroup ? statusWords[hit.statusGroup] : null;
  // The plain word is left out where the final vote says the same ('Vedtaget ved 3. behandling …').
  const saysSame =
    result?.kind === 'final-vote' &&
    ((hit.statusGroup === 'adopted' && result.vote.adopted) ||
      (hit.statusGroup === 'rejected' && !result.vote.adopted));
  const raw =
    hit.status && plain && plain !== hit.status ? (
      <span className="text-xs text-stone-600">({format(t.rawStatus, { status: hit.status })})</span>
    ) : null;
  const sentence = result && result.kind !== 'no-votes-expected' ? resultSentence(result, locale) : null;
  const tone = result ? RESULT_TONE_TEXT[resultWord(result, locale).tone] : '';
  const more =
    hit.voteCount > 1 ? (
      <span className="text-stone-600"> · {format(t.moreVotes, { n: hit.voteCount })}</span>
    ) : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      {hit.status && !saysSame ? (
        <span>
          <span className="sr-only">{t.status}: </span>
          <span className="font-medium text-stone-900">{plain ?? hit.status}</span> {raw}
        </span>
      ) : null}
      {sentence && vote ? (
        <LocaleLink
          href={votePath(vote.id)}
          prefetch={false}
          className={`inline-flex min-h-6 items-center underline underline-offset-2 ${tone}`}
        >
          <span>
            {sentence}
            {' · '}
            <LocalDateTime value={vote.date} locale={locale} fallback={t.noDate} />
            {more}
          </span>
        </LocaleLink>
      ) : sentence ? (
        <span className={tone}>
          {sentence}
          {more}
        </span>
      ) : null}
      {saysSame ? raw : null}
    </p>
  );
}
