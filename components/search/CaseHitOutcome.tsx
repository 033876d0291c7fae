import { LocaleLink } from '@/components/site/LocaleLink';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { caseStatusMessages } from '@/lib/data/case-status';
import type { CaseHit } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { stepTitleName } from '@/lib/i18n/oda-terms';
import { votePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    at: 'ved {step}',
    on: '',
    counts: '{for}–{against}',
    countsLabel: '{for} for, {against} imod',
    notVoted: 'Ikke stemt om',
    moreVotes: '{n} afstemninger i alt',
    status: 'Status',
    rawStatus: 'ODA-status: {status}',
    noDate: 'dato ukendt',
  },
  en: {
    adopted: 'Adopted',
    rejected: 'Rejected',
    at: 'at {step}',
    on: 'on ',
    counts: '{for}–{against}',
    countsLabel: '{for} for, {against} against',
    notVoted: 'Not voted on',
    moreVotes: '{n} votes in all',
    status: 'Status',
    rawStatus: 'ODA status: {status}',
    noDate: 'date unknown',
  },
});

/** The step title in running text: 'ved 3. behandling', 'ved forhandling'. */
const inText = (step: string) => step.charAt(0).toLocaleLowerCase('da') + step.slice(1);

/**
 * What became of a case hit: its status in a plain word (the raw ODA status in small print beside it, so nothing is
 * hidden), and whether it was voted on — the final vote's outcome, step, day and counts, linking to the vote — or
 * "Ikke stemt om".
 */
export function CaseHitOutcome({ hit, locale }: { hit: CaseHit; locale: Locale }) {
  const t = messages[locale];
  const statusWords = caseStatusMessages[locale];
  const vote = hit.finalVote;
  const step = vote ? stepTitleName(vote.stepTitle, locale) : null;
  const plain = hit.statusGroup ? statusWords[hit.statusGroup] : null;
  // The plain word is left out where the final vote says the same ('Vedtaget ved 3. behandling …').
  const saysSame =
    vote !== null &&
    ((hit.statusGroup === 'adopted' && vote.adopted) || (hit.statusGroup === 'rejected' && !vote.adopted));
  const raw =
    hit.status && plain && plain !== hit.status ? (
      <span className="text-xs text-stone-600">({format(t.rawStatus, { status: hit.status })})</span>
    ) : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      {hit.status && !saysSame ? (
        <span>
          <span className="sr-only">{t.status}: </span>
          <span className="font-medium text-stone-900">{plain ?? hit.status}</span> {raw}
        </span>
      ) : null}
      {vote ? (
        <LocaleLink
          href={votePath(vote.id)}
          prefetch={false}
          className={`inline-flex min-h-6 items-center underline underline-offset-2 ${vote.adopted ? 'text-emerald-800' : 'text-red-800'}`}
        >
          <span>
            <span className="font-semibold">{vote.adopted ? t.adopted : t.rejected}</span>
            {step ? ` ${format(t.at, { step: inText(step) })}` : null} {t.on}
            <LocalDateTime value={vote.date} locale={locale} fallback={t.noDate} />
            {vote.counts ? (
              <>
                {', '}
                <span aria-hidden="true" className="tabular-nums">
                  {format(t.counts, vote.counts)}
                </span>
                <span className="sr-only">{format(t.countsLabel, vote.counts)}</span>
              </>
            ) : null}
            {hit.voteCount > 1 ? (
              <span className="text-stone-600"> · {format(t.moreVotes, { n: hit.voteCount })}</span>
            ) : null}
          </span>
        </LocaleLink>
      ) : (
        <span className="text-stone-700">{t.notVoted}</span>
      )}
      {saysSame ? raw : null}
    </p>
  );
}
