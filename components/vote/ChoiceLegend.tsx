import { VOTE_CHOICES } from '@/lib/data/types';
import { CHOICE_LABEL, CHOICE_SWATCH } from './vote-choice';

const TEXT = { legend: 'Farveforklaring' } as const;

/** The colour key shared by the seat overview and the party chart. */
export function ChoiceLegend() {
  return (
    <ul aria-label={TEXT.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800">
      {VOTE_CHOICES.map((choice) => (
        <li key={choice} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-full ${CHOICE_SWATCH[choice]}`} />
          {CHOICE_LABEL[choice]}
        </li>
      ))}
    </ul>
  );
}
