import { LocaleLink } from '@/components/ui/LocaleLink';
import type { Locale } from '@/lib/i18n/locale';
import { VOTE_LIST_PATH } from '@/lib/routes';
import { newerWithoutBallotsText, noBallotsMessages } from '@/lib/wording/no-ballots';

/**
 * The line before a list of votes with ballots (the home page's, a member's latest) that says how many newer votes
 * have no ballots from the members yet, and where they are: first in the vote list. Nothing when there are none.
 */
export function NewerWithoutBallots({ count, locale }: { count: number; locale: Locale }) {
  if (count <= 0) return null;
  return (
    <p className="text-sm text-stone-800" data-testid="newer-without-ballots">
      {newerWithoutBallotsText(count, locale)}{' '}
      <LocaleLink href={VOTE_LIST_PATH} prefetch={false} className="target text-link inline-block">
        {noBallotsMessages[locale].seeThem}
      </LocaleLink>
    </p>
  );
}
