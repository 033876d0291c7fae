import { getMessages } from '@/lib/i18n/server';
import { outcomeMessages } from './vote-outcome-messages';

/** 'Vedtaget' or 'Forkastet' as a badge: said in words and a symbol, not by colour alone. */
export async function VoteOutcomeBadge({ adopted }: { adopted: boolean }) {
  const t = await getMessages(outcomeMessages);
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
