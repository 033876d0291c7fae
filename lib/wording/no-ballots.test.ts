import { describe, expect, it } from 'vitest';
import { newerWithoutBallotsText, noBallotsSentence, statedCountsText } from './no-ballots';

describe('statedCountsText', () => {
  it('writes the konklusion’s counts as the ballots’ are written, without absences', () => {
    expect(statedCountsText({ for: 58, against: 51, abstain: 0 }, 'da')).toBe(
      '58 for, 51 imod, 0 hverken for eller imod',
    );
    expect(statedCountsText({ for: 58, against: 51, abstain: 0 }, 'en')).toBe(
      '58 for, 51 against, 0 abstained',
    );
  });

  it('leaves out a side the text gives no count for, and is null when it gives none', () => {
    expect(statedCountsText({ for: 12, against: null, abstain: 3 }, 'da')).toBe(
      '12 for, 3 hverken for eller imod',
    );
    expect(statedCountsText({ for: null, against: null, abstain: null }, 'da')).toBeNull();
    expect(statedCountsText(null, 'da')).toBeNull();
  });
});

describe('noBallotsSentence', () => {
  it('says what the result rests on, and that the ballots are not in the data yet', () => {
    expect(noBallotsSentence(true, 'da')).toMatch(
      /^Resultatet bygger på stemmetallene i afstemningens konklusion;/,
    );
    expect(noBallotsSentence(false, 'da')).toMatch(/resultatet bygger alene på feltet vedtaget;/);
    for (const states of [true, false]) {
      expect(noBallotsSentence(states, 'da')).toMatch(
        /medlemmernes enkeltstemmer er endnu ikke i dataene\.$/,
      );
      expect(noBallotsSentence(states, 'en')).toMatch(
        /the members’ individual ballots are not in the data yet\.$/,
      );
    }
  });
});

describe('newerWithoutBallotsText', () => {
  it('counts the newer votes without ballots, one or many', () => {
    expect(newerWithoutBallotsText(1, 'da')).toBe(
      '1 nyere afstemning har endnu ingen stemmer fra medlemmerne.',
    );
    expect(newerWithoutBallotsText(12, 'da')).toBe(
      '12 nyere afstemninger har endnu ingen stemmer fra medlemmerne.',
    );
    expect(newerWithoutBallotsText(2, 'en')).toBe('2 newer votes have no ballots from the members yet.');
  });
});
