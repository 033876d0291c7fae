import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    heading: 'Ingen enkeltstemmer endnu',
    body: 'Folketinget har endnu ikke offentliggjort, hvordan de enkelte medlemmer stemte. Resultatet og optællingen her kommer fra afstemningens konklusion og feltet vedtaget.',
  },
  en: {
    heading: 'No individual ballots yet',
    body: 'The Folketing has not yet published how each member voted. The result and the counts here come from the vote’s conclusion and ODA’s field for the outcome.',
  },
});

/** Shown when a vote has no Stemme rows (yet): the newest votes often have none. */
export async function NoBallotsNotice() {
  const t = await getMessages(messages);
  return (
    <section
      aria-labelledby="ingen-stemmer"
      className="space-y-1 rounded border-l-4 border-sky-700 bg-sky-50 p-4"
    >
      <h2 id="ingen-stemmer" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <p>{t.body}</p>
    </section>
  );
}
