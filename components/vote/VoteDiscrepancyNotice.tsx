import { Notice } from '@/components/ui/Notice';
import type { VoteCounts, VoteOutcome } from '@/lib/data/types';
import type { VoteDiscrepancy } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    heading: 'Oplysningerne om afstemningen stemmer ikke overens',
    intro:
      'Folketingets data om denne afstemning modsiger sig selv. Vi viser alle værdier og vælger ikke mellem dem.',
    outcomeLabel: 'Resultat',
    konklusion: 'konklusionsteksten siger',
    vedtaget: 'feltet »vedtaget« siger',
    stemmer: 'de registrerede stemmer giver',
    noStatement: 'intet',
    stemmerCounts: '{for} for, {against} imod',
    countFor: 'Antal for',
    countAgainst: 'Antal imod',
    countAbstain: 'Antal hverken for eller imod',
    countKonklusion: 'konklusionen siger',
    countStemmer: 'de registrerede stemmer tæller',
    comment: 'Afstemningens kommentar:',
    outcomeVedtaget: 'vedtaget',
    outcomeForkastet: 'forkastet',
  },
  en: {
    heading: 'The records of this vote disagree',
    intro:
      'The Folketing’s data on this vote contradicts itself. We show every value and do not choose between them.',
    outcomeLabel: 'Outcome',
    konklusion: 'the conclusion text says',
    vedtaget: 'ODA’s field for the outcome says',
    stemmer: 'the recorded ballots give',
    noStatement: 'nothing',
    stemmerCounts: '{for} for, {against} against',
    countFor: 'Number for',
    countAgainst: 'Number against',
    countAbstain: 'Number abstaining',
    countKonklusion: 'the conclusion says',
    countStemmer: 'the recorded ballots count',
    comment: 'The vote’s comment:',
    outcomeVedtaget: 'adopted',
    outcomeForkastet: 'rejected',
  },
});

type Text = (typeof messages)['da'];

const COUNT_LABEL = { for: 'countFor', against: 'countAgainst', abstain: 'countAbstain' } as const;
const OUTCOME = { vedtaget: 'outcomeVedtaget', forkastet: 'outcomeForkastet' } as const;

/** Where konklusion, `vedtaget` and the Stemme rows disagree: every value side by side, none preferred. */
export async function VoteDiscrepancyNotice({
  discrepancies,
  stemmeCounts,
  comment,
}: {
  discrepancies: readonly VoteDiscrepancy[];
  stemmeCounts: VoteCounts | null;
  comment: string | null;
}) {
  const t = await getMessages(messages);
  return (
    <Notice id="uoverensstemmelse" heading={t.heading} tone="warning">
      <p>{t.intro}</p>
      <ul className="list-disc space-y-1 pl-5">
        {discrepancies.map((d) => (
          <li key={d.kind === 'outcome' ? 'outcome' : d.choice}>
            {d.kind === 'outcome' ? (
              <OutcomeLine
                konklusion={d.konklusion}
                vedtaget={d.vedtaget}
                stemmer={d.stemmer}
                counts={stemmeCounts}
                t={t}
              />
            ) : (
              <>
                {t[COUNT_LABEL[d.choice]]}: {t.countKonklusion} <strong>{d.konklusion}</strong>,{' '}
                {t.countStemmer} <strong>{d.stemmer}</strong>.
              </>
            )}
          </li>
        ))}
      </ul>
      {comment ? (
        <p className="text-sm">
          <span className="font-semibold">{t.comment}</span> {comment}
        </p>
      ) : null}
    </Notice>
  );
}

function OutcomeLine(props: {
  konklusion: VoteOutcome | null;
  vedtaget: VoteOutcome;
  stemmer: VoteOutcome | null;
  counts: VoteCounts | null;
  t: Text;
}) {
  const { t } = props;
  return (
    <>
      {t.outcomeLabel}: {t.konklusion}{' '}
      <strong>{props.konklusion ? t[OUTCOME[props.konklusion]] : t.noStatement}</strong>, {t.vedtaget}{' '}
      <strong>{t[OUTCOME[props.vedtaget]]}</strong>
      {props.stemmer ? (
        <>
          , {t.stemmer} <strong>{t[OUTCOME[props.stemmer]]}</strong>
          {props.counts
            ? ` (${format(t.stemmerCounts, { for: props.counts.for, against: props.counts.against })})`
            : null}
        </>
      ) : null}
      .
    </>
  );
}
