import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { none: 'Der er ingen afstemninger i datasættet endnu.' },
  en: { none: 'There are no votes in the dataset yet.' },
});

/** The empty state of a vote list. */
export async function NoVotes() {
  const t = await getMessages(messages);
  return (
    <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">{t.none}</p>
  );
}
