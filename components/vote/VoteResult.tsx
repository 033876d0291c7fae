import { VOTE_CHOICES } from '@/lib/data/types';
import type { VoteTally } from '@/lib/data/votes/vote-tally';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { VoteOutcomeBadge } from './VoteOutcomeBadge';
import { CHOICE_SWATCH, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: {
    label: 'Resultat',
    fromStemmer: 'Optalt fra de registrerede stemmer.',
    fromKonklusion: 'Fra konklusionen; fravær er de pladser, konklusionen ikke nævner.',
    noCounts: 'Antallet af stemmer er ikke oplyst.',
  },
  en: {
    label: 'Result',
    fromStemmer: 'Counted from the recorded ballots.',
    fromKonklusion: 'From the conclusion; absent are the seats the conclusion does not mention.',
    noCounts: 'The number of votes is not stated.',
  },
});

/** The outcome (`vedtaget`) as a badge and the counts per choice, saying where the counts come from. */
export async function VoteResult({ adopted, tally }: { adopted: boolean; tally: VoteTally | null }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  return (
    <section aria-labelledby="resultat" className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id="resultat" className="sr-only">
        {t.label}
      </h2>
      <div className="text-lg">
        <VoteOutcomeBadge adopted={adopted} />
      </div>
      {tally ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {VOTE_CHOICES.map((c) => (
              <div key={c} className="flex flex-col-reverse">
                <dt className="flex items-center gap-1.5 text-sm text-stone-700">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-2.5 shrink-0 rounded-full ${CHOICE_SWATCH[c]}`}
                  />
                  {labels[c]}
                </dt>
                <dd className="text-3xl font-bold tabular-nums">{tally.counts[c]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-stone-700">
            {tally.source === 'stemmer' ? t.fromStemmer : t.fromKonklusion}
          </p>
        </>
      ) : (
        <p className="text-sm text-stone-700">{t.noCounts}</p>
      )}
    </section>
  );
}
