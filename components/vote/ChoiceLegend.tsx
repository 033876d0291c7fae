import { VOTE_CHOICES } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { CHOICE_SWATCH, choiceLabelMessages } from './vote-choice';

const messages = defineMessages({
  da: { legend: 'Farveforklaring' },
  en: { legend: 'Colour key' },
});

/** The colour key shared by the seat overview and the party chart. */
export async function ChoiceLegend() {
  const locale = await getLocale();
  const labels = choiceLabelMessages[locale];
  return (
    <ul
      aria-label={messages[locale].legend}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800"
    >
      {VOTE_CHOICES.map((choice) => (
        <li key={choice} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            data-choice={choice}
            className={`inline-block size-3 rounded-full ${CHOICE_SWATCH[choice]}`}
          />
          {labels[choice]}
        </li>
      ))}
    </ul>
  );
}
