import type { Locale } from '@/lib/i18n/locale';
import { noBallotsSentence } from '@/lib/wording/no-ballots';

/**
 * The sentence a vote without the members' ballots carries wherever it appears in a list or on a case page: what
 * its result rests on and that the ballots are not in the data yet (lib/wording/no-ballots.ts). The vote's own page
 * says the same in NoBallotsNotice.
 */
export function NoBallotsNote({ statesCounts, locale }: { statesCounts: boolean; locale: Locale }) {
  return (
    <p className="text-sm text-stone-700" data-testid="no-ballots">
      {noBallotsSentence(statesCounts, locale)}
    </p>
  );
}
