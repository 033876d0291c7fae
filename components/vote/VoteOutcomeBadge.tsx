import { getMessages } from '@/lib/i18n/server';
import { outcomeMessages } from './vote-outcome-messages';

/** 'Vedtaget' or 'Forkastet' as a badge: said in words and a symbol, not by colour alone. */
export async function VoteOutcomeBadge({ adopted }: { adopted: boolean }) {
  const t = await getMessages(outcomeMessages);
  return adopted ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-green-800 bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-900">
      <span aria-hidden="true">✓</span>
      {t.adopted}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-red-800 bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-900">
      <span aria-hidden="true">✗</span>
      {t.rejected}
    </span>
  );
}
