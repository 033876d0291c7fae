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
    <section
      aria-labelledby="ingen-stemmer"
      className="space-y-1 rounded border-l-4 border-sky-700 bg-sky-50 p-4"
    >
      <h2 id="ingen-stemmer" className="text-lg font-semibold">
        {messages[locale].heading}
      </h2>
      <p>{noBallotsSentence(statesCounts, locale)}</p>
    </section>
  );
}
