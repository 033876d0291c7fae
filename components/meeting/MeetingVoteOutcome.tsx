import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: { adopted: 'Vedtaget', rejected: 'Forkastet' },
  en: { adopted: 'Adopted', rejected: 'Rejected' },
});

/** 'Vedtaget' or 'Forkastet' as a badge in the reader's language: said in words and a symbol, not by colour alone. */
export function MeetingVoteOutcome({ adopted, locale }: { adopted: boolean; locale: Locale }) {
  const t = messages[locale];
  return adopted ? (
    <span className="outcome outcome-adopted">
      <span aria-hidden="true">✓</span>
      {t.adopted}
    </span>
  ) : (
    <span className="outcome outcome-rejected">
      <span aria-hidden="true">✗</span>
      {t.rejected}
    </span>
  );
}
