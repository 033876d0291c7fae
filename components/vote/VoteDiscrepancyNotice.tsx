import type { VoteCounts, VoteDiscrepancy, VoteOutcome } from '@/lib/data/types';

const TEXT = {
  heading: 'Oplysningerne om afstemningen stemmer ikke overens',
  intro:
    'Folketingets data om denne afstemning modsiger sig selv. Vi viser alle værdier og vælger ikke mellem dem.',
  outcomeLabel: 'Resultat',
  konklusion: 'konklusionsteksten siger',
  vedtaget: 'feltet »vedtaget« siger',
  stemmer: 'de registrerede stemmer giver',
  noStatement: 'intet',
  stemmerCounts: (c: VoteCounts) => `${c.for} for, ${c.against} imod`,
  countLabel: { for: 'Antal for', against: 'Antal imod', abstain: 'Antal hverken for eller imod' },
  countKonklusion: 'konklusionen siger',
  countStemmer: 'de registrerede stemmer tæller',
  comment: 'Afstemningens kommentar:',
} as const;

/** Where konklusion, `vedtaget` and the Stemme rows disagree: every value side by side, none preferred. */
export function VoteDiscrepancyNotice({
  discrepancies,
  stemmeCounts,
  comment,
}: {
  discrepancies: readonly VoteDiscrepancy[];
  stemmeCounts: VoteCounts | null;
  comment: string | null;
}) {
  return (
    <section
      aria-labelledby="uoverensstemmelse"
      className="space-y-2 rounded border-l-4 border-amber-600 bg-amber-50 p-4 text-stone-950"
    >
      <h2 id="uoverensstemmelse" className="text-lg font-semibold">
        {TEXT.heading}
      </h2>
      <p>{TEXT.intro}</p>
      <ul className="list-disc space-y-1 pl-5">
        {discrepancies.map((d) => (
          <li key={d.kind === 'outcome' ? 'outcome' : d.choice}>
            {d.kind === 'outcome' ? (
              <OutcomeLine
                konklusion={d.konklusion}
                vedtaget={d.vedtaget}
                stemmer={d.stemmer}
                counts={stemmeCounts}
              />
            ) : (
              <>
                {TEXT.countLabel[d.choice]}: {TEXT.countKonklusion} <strong>{d.konklusion}</strong>,{' '}
                {TEXT.countStemmer} <strong>{d.stemmer}</strong>.
              </>
            )}
          </li>
        ))}
      </ul>
      {comment ? (
        <p className="text-sm">
          <span className="font-semibold">{TEXT.comment}</span> {comment}
        </p>
      ) : null}
    </section>
  );
}

function OutcomeLine(props: {
  konklusion: VoteOutcome | null;
  vedtaget: VoteOutcome;
  stemmer: VoteOutcome | null;
  counts: VoteCounts | null;
}) {
  return (
    <>
      {TEXT.outcomeLabel}: {TEXT.konklusion} <strong>{props.konklusion ?? TEXT.noStatement}</strong>,{' '}
      {TEXT.vedtaget} <strong>{props.vedtaget}</strong>
      {props.stemmer ? (
        <>
          , {TEXT.stemmer} <strong>{props.stemmer}</strong>
          {props.counts ? ` (${TEXT.stemmerCounts(props.counts)})` : null}
        </>
      ) : null}
      .
    </>
  );
}
