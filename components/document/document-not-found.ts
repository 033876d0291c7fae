import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { SEARCH_PATH } from '@/lib/routes';

/** The document page's 404 words (components/not-found/RecordNotFound.tsx says them): which document, and search. */
export const documentNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Dokumentet findes ikke',
      missing:
        'Der er intet dokument med id {id} i datasættet. Adressen kan være skrevet forkert, eller dokumentet er slettet i ODA.',
      malformed: '„{id}“ er ikke et dokument-id. Et dokument-id er et helt tal, fx /dokument/12.',
      unknown: 'Vi kunne ikke finde det dokument, du bad om.',
      list: 'Søg efter dokumentet',
    },
    en: {
      title: 'Document not found',
      missing:
        'There is no document with id {id} in the dataset. The address may be mistyped, or the document was deleted in ODA.',
      malformed: '“{id}” is not a document id. A document id is a whole number, e.g. /en/dokument/12.',
      unknown: 'We could not find the document you asked for.',
      list: 'Search for the document',
    },
  }),
  listHref: SEARCH_PATH,
};
