import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { PARTY_LIST_PATH } from '@/lib/routes';

/** The party page's 404 words (components/not-found/RecordNotFound.tsx says them): which address was asked for, and the list. */
export const partyNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Partiet findes ikke',
      missing: 'Der er intet parti med forkortelsen „{id}“ i dataene.',
      malformed:
        'Der er intet parti med forkortelsen „{id}“ i dataene. Et parti skrives med sin forkortelse, fx /parti/S.',
      unknown: 'Vi kunne ikke finde det parti, du bad om.',
      list: 'Se alle partier',
    },
    en: {
      title: 'Party not found',
      missing: 'There is no party with the abbreviation “{id}” in the data.',
      malformed:
        'There is no party with the abbreviation “{id}” in the data. A party is written with its abbreviation, e.g. /en/parti/S.',
      unknown: 'We could not find the party you asked for.',
      list: 'See all parties',
    },
  }),
  listHref: PARTY_LIST_PATH,
};
