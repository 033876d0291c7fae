import { defineMessages } from '@/lib/i18n/locale';

/** The outcome of a vote (`vedtaget`) in the reader's language. */
export const outcomeMessages = defineMessages({
  da: { adopted: 'Vedtaget', rejected: 'Forkastet' },
  en: { adopted: 'Adopted', rejected: 'Rejected' },
});
