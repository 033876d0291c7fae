import { describe, expect, it } from 'vitest';
import type { SpeechRecord } from '@/lib/data/debates/types';
import { speakerLabel, speechShareDescription, speechShareTitle, speechSubject } from './speech-share-text';

const speech = (over: Partial<SpeechRecord> = {}): SpeechRecord => ({
  id: 202310120003,
  speaker: { actorId: 1, name: 'Anna Andersen', party: 'S', role: 'medlem', title: null },
  type: 'Ordfører',
  start: '2023-11-02T13:03:00',
  end: null,
  seconds: 120,
  paragraphs: ['Tak for ordet.', `${'Vi støtter forslaget, fordi det er godt. '.repeat(12).trim()}`],
  item: { number: '1', title: '1. behandling af lovforslag nr. L 12', stage: '1. behandling' },
  case: { id: 100, number: 'L 12', title: 'Forslag til lov om skat' },
  sitting: { samling: '20231', number: 12, date: '2023-11-02', meetingId: 500, preliminary: false },
  previous: null,
  next: null,
  ...over,
});

describe("a speech's share words", () => {
  it('say who spoke, with the party or the title of the day, on what', () => {
    expect(speechShareTitle(speech(), 'da')).toBe('Anna Andersen (S) om L 12 Forslag til lov om skat');
    expect(speechShareTitle(speech(), 'en')).toBe('Anna Andersen (S) on L 12 Forslag til lov om skat');
    const minister = speech({
      speaker: {
        actorId: 3,
        name: 'Carl Christensen',
        party: null,
        role: 'minister',
        title: 'Finansministeren',
      },
    });
    expect(speakerLabel(minister)).toBe('Carl Christensen, Finansministeren');
    expect(speechSubject(speech({ case: null }))).toBe('1. behandling af lovforslag nr. L 12');
  });

  it('describe the speech by its quote, cut at a word, then who said it where and when', () => {
    const description = speechShareDescription(speech(), 'da');
    expect(description).toMatch(
      /^»Tak for ordet\. Vi støtter .+…« Anna Andersen \(S\) i Folketingssalen 2\. november 2023\.$/,
    );
    expect(speechShareDescription(speech(), 'en')).toMatch(/in the Folketing’s chamber, 2 November 2023\.$/);
  });
});
