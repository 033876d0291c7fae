import { describe, expect, it } from 'vitest';
import { partyColour } from '@/components/charts/party-colour';
import type { PartyAgreement, PartyPeriod } from '@/lib/data/parties/types';
import { agreementExploreData } from './agreement-series';
import { MIN_SHARED_VOTES } from './party-numbers';

const period = (id: number, title: string, votes = 100): PartyPeriod => ({
  period: { id, code: String(id), title },
  votes,
  seats: 40,
  ballots: 4000,
  present: 3600,
  onSide: 3500,
});

const words = {
  period: (title: string | null) => `«${title}»`,
  point: (a: PartyAgreement | null, share: number | null) =>
    !a ? 'none' : share === null ? `few ${a.both}` : `${Math.round(share * 100)} of ${a.both}`,
};

describe('agreementExploreData', () => {
  const periods = [
    period(1, '2021-22'),
    period(2, '2022-23 (1. samling)', MIN_SHARED_VOTES - 1),
    period(3, '2022-23 (2. samling)'),
    period(4, '2023-24'),
  ];
  const venstre = {
    party: { code: 'V', name: 'Venstre' },
    byPeriod: [{ both: 20, same: 15 }, { both: 9, same: 9 }, { both: MIN_SHARED_VOTES - 1, same: 9 }, null],
  };
  const el = {
    party: { code: 'EL', name: 'Enhedslisten' },
    byPeriod: [{ both: 40, same: 10 }, null, { both: 40, same: 30 }],
  };
  const data = agreementExploreData({ periods, headline: 2 }, [venstre, el], words);

  it('puts the samlinger with enough of the party’s votes on the axis, titled in the page’s words and ticked short', () => {
    expect(data.periods).toEqual([
      { title: '«2021-22»', tick: '2021-22' },
      { title: '«2022-23 (2. samling)»', tick: '2022-23 (2)' },
      { title: '«2023-24»', tick: '2023-24' },
    ]);
  });

  it('draws one line per other party, in the order given and the party’s colour, named in Danish', () => {
    expect(data.series.map((s) => [s.id, s.label, s.title, s.lang, s.colour])).toEqual([
      ['V', 'V', 'Venstre', 'da', partyColour('V')],
      ['EL', 'EL', 'Enhedslisten', 'da', partyColour('EL')],
    ]);
  });

  it('gives a share only with enough shared votes, and words for every samling', () => {
    expect(data.series[0]?.points).toEqual([
      { value: 0.75, text: '75 of 20' },
      { value: null, text: `few ${MIN_SHARED_VOTES - 1}` },
      { value: null, text: 'none' },
    ]);
    expect(data.series[1]?.points).toEqual([
      { value: 0.25, text: '25 of 40' },
      { value: 0.75, text: '75 of 40' },
      { value: null, text: 'none' },
    ]);
  });

  it('shows at first the parties with a share in the headline samling, or all when none has one', () => {
    expect(data.shown).toEqual(['EL']);
    expect(agreementExploreData({ periods, headline: 3 }, [venstre, el], words).shown).toBeUndefined();
  });
});
