import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { ACTOR_LIST_PATH } from '@/lib/routes';

/** The actor page's 404 words (components/not-found/RecordNotFound.tsx says them): which address was asked for, and the list. */
export const actorNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Aktøren findes ikke',
      missing: 'Der er ingen aktør med id {id} i dataene.',
      malformed: '„{id}“ er ikke et aktør-id. Et aktør-id er et helt tal, fx /aktoer/12.',
      unknown: 'Vi kunne ikke finde den aktør, du bad om.',
      list: 'Søg blandt politikere og andre aktører',
    },
    en: {
      title: 'Actor not found',
      missing: 'There is no actor with id {id} in the data.',
      malformed: '“{id}” is not an actor id. An actor id is a whole number, e.g. /en/aktoer/12.',
      unknown: 'We could not find the actor you asked for.',
      list: 'Search politicians and other actors',
    },
  }),
  listHref: ACTOR_LIST_PATH,
};
