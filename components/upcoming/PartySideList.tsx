import { PartyCode } from '@/components/ui/PartyCodes';
import { partySideShort } from '@/components/vote/party-side';
import type { PartiesBySide } from '@/lib/data/votes/upcoming-votes';
import type { Locale } from '@/lib/i18n/locale';
import type { PartySide } from '@/lib/store/party-majority';
import { upcomingMessages } from './upcoming-messages';

const SIDES: readonly PartySide[] = ['for', 'against', 'abstain', 'split', 'absent'];

/**
 * The parties by the side each took on a vote, one line per side that has any ('For: S V M · Imod: DF EL'), each
 * party's code on a neutral grey ({@link PartyCode}): a party's colour beside a side could be read as the side.
 */
export function PartySideList({ sides, locale }: { sides: PartiesBySide; locale: Locale }) {
  const t = upcomingMessages[locale];
  const shown = SIDES.filter((side) => sides[side].length > 0);
  if (shown.length === 0) return <p className="text-sm text-stone-700">{t.noParties}</p>;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t.sides}>
      {shown.map((side) => (
        <div key={side} className="flex flex-wrap items-center gap-1">
          <dt className="font-medium text-stone-800">{partySideShort(side, locale)}:</dt>
          {sides[side].map((party) => (
            <dd key={party}>
              <PartyCode party={{ party, partyName: null }} />
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
