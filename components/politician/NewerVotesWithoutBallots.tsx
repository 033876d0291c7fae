import { formatCount } from '@/components/actor/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    one: '1 nyere afstemning har endnu ingen registrerede stemmer fra medlemmerne i dataene og er ikke med her.',
    many: '{n} nyere afstemninger har endnu ingen registrerede stemmer fra medlemmerne i dataene og er ikke med her.',
  },
  en: {
    one: '1 newer vote has no members’ ballots recorded in the data yet and is not included here.',
    many: '{n} newer votes have no members’ ballots recorded in the data yet and are not included here.',
  },
});

/**
 * The sentence under a member's votes that says how many votes newer than their newest ballot have no members'
 * ballots at all (lib/data/actor-vote-record-load.ts): the list is not the member's last word, the data is behind.
 * Nothing when there are none.
 */
export async function NewerVotesWithoutBallots({ count }: { count: number }) {
  if (count === 0) return null;
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <p className="text-sm text-stone-700">
      {count === 1 ? t.one : format(t.many, { n: formatCount(locale, count) })}
    </p>
  );
}
