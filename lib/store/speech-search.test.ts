import { describe, expect, it } from 'vitest';
import { phrase, printFtsQuery } from './fts-query';
import { idsQuery } from './search-query';
import { NO_SPEECH_FILTERS, type SpeechFilterValues, speechQuery } from './speech-search';
import { memoryStore } from './store-builder.fixture';

/**
 * The speech search's plans: the full-text index drives every search with words, speaker or party, seeking to the
 * date window's or the cases' id range; the lists of sittings and speeches are only checked per hit (never a lookup
 * of the index per listed id).
 */
describe('speechQuery', () => {
  const db = memoryStore(() => {});
  const plan = (filters: SpeechFilterValues, words = true) => {
    const q = idsQuery(speechQuery(words ? phrase('skat') : null, filters));
    return (db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map(
      (row) => row.detail,
    );
  };

  it('matches the speaker and party as words of their own columns', () => {
    const q = speechQuery(phrase('skat'), { ...NO_SPEECH_FILTERS, speaker: 5, party: 'S' });
    expect(q.where[0]?.parameters).toEqual([
      printFtsQuery({
        kind: 'all',
        parts: [
          phrase('skat'),
          { kind: 'columns', columns: ['aktoerid'], query: phrase('5') },
          { kind: 'columns', columns: ['parti'], query: phrase('S') },
        ],
      }),
    ]);
  });

  it('seeks the index to the sittings’ and the speeches’ id range, and checks the lists per hit', () => {
    for (const filters of [
      { ...NO_SPEECH_FILTERS, sittings: [20231012, 20241040] },
      { ...NO_SPEECH_FILTERS, speaker: 5, speeches: [202310120001, 202310120002] },
    ]) {
      const [driver, ...rest] = plan(filters);
      expect(driver).toBe('SCAN _tale_fts VIRTUAL TABLE INDEX 0:M3><');
      expect(rest).toContain('LIST SUBQUERY 1');
    }
  });

  it('reads the speeches in id order without words, speaker or party', () => {
    expect(plan({ ...NO_SPEECH_FILTERS, sittings: [20231012] }, false)[0]).toMatch(
      /^SEARCH t USING INTEGER PRIMARY KEY/,
    );
  });

  it('matches nothing for an empty list of sittings or speeches', () => {
    const q = idsQuery(speechQuery(phrase('skat'), { ...NO_SPEECH_FILTERS, sittings: [] }));
    expect(db.prepare(q.sql).all(...q.parameters)).toEqual([]);
    expect(q.sql).toContain(' AND 0');
  });
});
