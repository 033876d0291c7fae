import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { SEARCH_PATH } from '@/lib/routes';

/** The case page's 404 words (components/not-found/RecordNotFound.tsx says them): which case was asked for, and search. */
export const caseNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Sagen findes ikke',
      missing:
        'Der er ingen sag med id {id} i datasættet. Adressen kan være skrevet forkert, eller sagen er slettet i ODA.',
      malformed: '„{id}“ er ikke et sags-id. Et sags-id er et helt tal, fx /sag/12.',
      unknown: 'Vi kunne ikke finde den sag, du bad om.',
      list: 'Søg efter sagen',
    },
    en: {
      title: 'Case not found',
      missing:
        'There is no case with id {id} in the dataset. The address may be mistyped, or the case was deleted in ODA.',
      malformed: '“{id}” is not a case id. A case id is a whole number, e.g. /en/sag/12.',
      unknown: 'We could not find the case you asked for.',
      list: 'Search for the case',
    },
  }),
  listHref: SEARCH_PATH,
};
