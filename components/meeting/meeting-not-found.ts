import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { MEETING_LIST_PATH } from '@/lib/routes';

/** The meeting page's 404 words (components/not-found/RecordNotFound.tsx says them): which address was asked for, and the list. */
export const meetingNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Mødet findes ikke',
      missing: 'Der er intet møde med id {id} i dataene.',
      malformed: '„{id}“ er ikke et møde-id. Et møde-id er et helt tal, fx /moede/4234.',
      unknown: 'Vi kunne ikke finde det møde, du bad om.',
      list: 'Se alle møder',
    },
    en: {
      title: 'Meeting not found',
      missing: 'There is no meeting with id {id} in the data.',
      malformed: '“{id}” is not a meeting id. A meeting id is a whole number, e.g. /en/moede/4234.',
      unknown: 'We could not find the meeting you asked for.',
      list: 'See all meetings',
    },
  }),
  listHref: MEETING_LIST_PATH,
};
