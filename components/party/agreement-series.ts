import { type ExploreData, periodTick } from '@/components/charts/explore-series';
import { partyColour } from '@/components/charts/party-colour';
import type { PartyAgreement, PartyProfile } from '@/lib/data/parties/types';
import { agreementOf, MIN_SHARED_VOTES } from './party-numbers';

/** The words of the explorer's values, in the page's language ('91 % af 11 afstemninger', 'under 10 …'). */
export interface AgreementWords {
  /** A samling's title in the page's language. */
  readonly period: (title: string | null) => string;
  /** The words of one agreement: a share and its count, too few shared votes for a share, or none shared. */
  readonly point: (agreement: PartyAgreement | null, share: number | null) => string;
}

/**
 * A party's agreement with each other party per samling as explorer data (components/charts/explore-series.ts):
 * the samlinger of the server's small charts on the axis (those with at least MIN_SHARED_VOTES of the party's
 * votes; the table has them all), one line per other party in `others`' order in the party's colour, and a share
 * only where the page gives one (at least MIN_SHARED_VOTES shared votes) — a samling under it is a gap in the line
 * whose words say why. Shown at first: the parties with a share in the headline samling (all when none has one);
 * the others, often parties of the past, are a toggle away.
 */
export function agreementExploreData(
  profile: Pick<PartyProfile, 'periods' | 'headline'>,
  others: PartyProfile['agreement'],
  words: AgreementWords,
): ExploreData {
  const axis = profile.periods.flatMap((p, i) => (p.votes >= MIN_SHARED_VOTES ? [i] : []));
  const now = others.filter((o) => agreementOf(o.byPeriod[profile.headline] ?? null) !== null);
  return {
    periods: axis.map((i) => {
      const title = profile.periods[i]?.period.title ?? null;
      return { title: words.period(title), tick: periodTick(title ?? '') };
    }),
    series: others.map((o) => ({
      id: o.party.code,
      label: o.party.code,
      title: o.party.name,
      lang: 'da',
      colour: partyColour(o.party.code),
      points: axis.map((i) => {
        const agreement = o.byPeriod[i] ?? null;
        const share = agreementOf(agreement);
        return { value: share, text: words.point(agreement, share) };
      }),
    })),
    ...(now.length > 0 ? { shown: now.map((o) => o.party.code) } : {}),
  };
}
