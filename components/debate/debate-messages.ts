import { defineMessages, type Locale } from '@/lib/i18n/locale';

/** The words the debate's components share (meeting, speech, case, politician and party pages). */
export const debateMessages = defineMessages({
  da: {
    debate: 'Debatten',
    noTranscript:
      'Der er intet referat af dette møde i dataene endnu: debatten vises, når Folketingets referat er hentet.',
    preliminary: 'Referatet er foreløbigt: Folketinget kan stadig rette det.',
    speechCount: '{n} taler',
    speechCountOne: '1 tale',
    noSpeeches: 'Ingen taler på dette punkt.',
    showItem: 'Vis debatten ({n} taler, {time})',
    unlinked: 'ikke koblet til en person',
    unlinkedNote:
      'Navne markeret »ikke koblet til en person« står sådan i referatet, men kunne ikke kobles sikkert til en person i dataene.',
    spokesperson: 'ordfører',
    permalink: 'Link til talen',
    readAll: 'Læs hele talen',
    event: 'Hændelse',
    pause: 'Pause',
    end: 'Mødet slut',
    caseLink: 'Sagen',
  },
  en: {
    debate: 'The debate',
    noTranscript:
      'The data holds no transcript of this meeting yet: the debate appears once the Folketing’s transcript has been fetched.',
    preliminary: 'The transcript is preliminary: the Folketing may still correct it.',
    speechCount: '{n} speeches',
    speechCountOne: '1 speech',
    noSpeeches: 'No speeches on this item.',
    showItem: 'Show the debate ({n} speeches, {time})',
    unlinked: 'not linked to a person',
    unlinkedNote:
      'The name is printed so in the transcript but could not be linked to a person in the data with certainty.',
    spokesperson: 'spokesperson',
    permalink: 'Link to the speech',
    readAll: 'Read the whole speech',
    event: 'Event',
    pause: 'Break',
    end: 'End of sitting',
    caseLink: 'The case',
  },
});

export type DebateTexts = (typeof debateMessages)[Locale] & { readonly locale: Locale };

export const debateTexts = (locale: Locale): DebateTexts => ({ ...debateMessages[locale], locale });
