import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { VOTE_LIST_PATH } from '@/lib/routes';

/** The vote page's 404 words (components/not-found/RecordNotFound.tsx says them): which address was asked for, and the list. */
export const voteNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Afstemningen findes ikke',
      missing: 'Der er ingen afstemning på adressen {path}. Afstemningen kan mangle i datasættet.',
      malformed:
        'Der er ingen afstemning på adressen {path}. En afstemnings adresse er /afstemning/ efterfulgt af dens id, et helt tal.',
      unknown: 'Vi kunne ikke finde den afstemning, du bad om.',
      list: 'Se alle afstemninger',
    },
    en: {
      title: 'Vote not found',
      missing: 'There is no vote at the address {path}. The vote may be missing from the dataset.',
      malformed: 'There is no vote at the address {path}. A vote’s address ends in its id, a whole number.',
      unknown: 'We could not find the vote you asked for.',
      list: 'See all votes',
    },
  }),
  listHref: VOTE_LIST_PATH,
};
