import { CHOICE_COLOR, CHOICE_SWATCH } from '@/components/vote/vote-choice';
import type { VoteChoice } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';

/** The site's colours for the four choices (the vote pages' palette), so a politician's charts read the same. */
export { CHOICE_COLOR, CHOICE_SWATCH };

/** Choice names in the interface language ('Hverken for eller imod' is the Stemmetype's own Danish name). */
export const choiceMessages = defineMessages<VoteChoice | 'unknown'>({
  da: { for: 'For', against: 'Imod', abstain: 'Hverken for eller imod', absent: 'Fravær', unknown: 'Ukendt' },
  en: { for: 'For', against: 'Against', abstain: 'Abstained', absent: 'Absent', unknown: 'Unknown' },
});
