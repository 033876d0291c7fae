import type { VoteChoice } from '@/lib/data/types';
import { CHOICE_SWATCH } from './vote-choice';

const SHOWN: readonly Exclude<VoteChoice, 'absent'>[] = ['for', 'against', 'abstain'];

/**
 * A small bar of a vote's result — for, against and abstaining, each as long as its share of the votes cast —
 * drawn on the server in plain HTML. Decorative: the caller writes the counts as text beside it.
 */
export function VoteResultBar({
  counts,
}: {
  counts: Readonly<Record<'for' | 'against' | 'abstain', number>>;
}) {
  const cast = counts.for + counts.against + counts.abstain;
  if (cast <= 0) return null;
  return (
    <span aria-hidden="true" className="flex h-2.5 w-48 shrink-0 overflow-hidden rounded-sm bg-stone-200">
      {SHOWN.map((choice) =>
        counts[choice] > 0 ? (
          <span
            key={choice}
            className={`h-full ${CHOICE_SWATCH[choice]}`}
            style={{ width: `${((counts[choice] / cast) * 100).toFixed(2)}%` }}
          />
        ) : null,
      )}
    </span>
  );
}
