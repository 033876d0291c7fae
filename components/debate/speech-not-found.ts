import type { RecordNotFoundWords } from '@/components/site/segment-messages';
import { defineMessages } from '@/lib/i18n/locale';
import { parseSpeechIdSegment } from '@/lib/referat/referat-ids';
import { MEETING_LIST_PATH } from '@/lib/routes';

/** The speech page's 404 words (components/not-found/RecordNotFound.tsx says them): which speech, and the meetings. */
export const speechNotFound: RecordNotFoundWords = {
  messages: defineMessages({
    da: {
      title: 'Talen findes ikke',
      missing:
        'Der er ingen tale med id {id} i datasættet. Adressen kan være skrevet forkert, eller referatet er ikke hentet endnu.',
      malformed:
        '„{id}“ er ikke et tale-id. Et tale-id er et helt tal, fx /tale/202310120002 – find talen under mødets debat.',
      unknown: 'Vi kunne ikke finde den tale, du bad om.',
      list: 'Gå til møderne',
    },
    en: {
      title: 'Speech not found',
      missing:
        'There is no speech with id {id} in the dataset. The address may be mistyped, or the transcript has not been fetched yet.',
      malformed:
        '“{id}” is not a speech id. A speech id is a whole number, e.g. /en/tale/202310120002 – find the speech in its meeting’s debate.',
      unknown: 'We could not find the speech you asked for.',
      list: 'Go to the meetings',
    },
  }),
  listHref: MEETING_LIST_PATH,
  parseId: parseSpeechIdSegment,
};
