import { Notice } from '@/components/ui/Notice';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { noBallotsSentence } from '@/lib/wording/no-ballots';

const messages = defineMessages({
  da: { heading: 'Ingen enkeltstemmer endnu' },
  en: { heading: 'No individual ballots yet' },
});

/**
 * Shown on a vote's page when the vote has no Stemme rows (yet): the newest sitting's votes often have none. The
 * sentence is the one every list row of such a vote carries (NoBallotsNote). `statesCounts`: the konklusion gives
 * the counts the page shows.
 */
export async function NoBallotsNotice({ statesCounts }: { statesCounts: boolean }) {
  const locale = await getLocale();
  return (
    <Notice id="ingen-stemmer" heading={messages[locale].heading} tone="info" spacing="tight">
      <p>{noBallotsSentence(statesCounts, locale)}</p>
    </Notice>
  );
}
