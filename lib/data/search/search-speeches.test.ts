import { describe, expect, it } from 'vitest';
import { SAGSTYPE } from '@/lib/model/oda-ids';
import { entryId, sittingId } from '@/lib/referat/referat-ids';
import { memoryStore, type StoreBuilder } from '@/lib/store/store-builder.fixture';
import { SearchState } from '@/lib/url-state/search';
import { loadSearch } from './search-load';
import { highlightSegments } from './search-text';

/**
 * Speeches in the one search box (`vis=taler`), over a hand-built store with two sittings of two sessions: words in
 * their inflected forms and Danish letters in both spellings, phrases, every filter, the marked snippet, no hit,
 * input the index's query language would choke on, and the index kept current when a sitting is imported again.
 */

const OLD = sittingId(20231, 12);
const NEW = sittingId(20241, 40);
const METTE = 501;
const LARS = 502;
const CASE = 70;

/** The speeches' rows: [sitting, ordinal, speaker, party, text]. */
const SPEECHES: readonly [number, number, number | null, string | null, string][] = [
  [
    OLD,
    1,
    METTE,
    'S',
    'Vi skal sænke skatten for de laveste indkomster.\nDet er et spørgsmål om retfærdighed.',
  ],
  [OLD, 2, LARS, 'V', 'Grønland og Færøerne hører til rigsfællesskabet, og det skal vi værne om.'],
  [OLD, 3, null, null, 'Tak til ordføreren for en grøn omstilling af landbruget.'],
  [NEW, 1, METTE, 'S', 'Klimaet er vores tids store opgave, og omstilling er grøn vækst.'],
  [NEW, 2, LARS, 'V', 'Skatter og afgifter skal ned, så det kan betale sig at arbejde.'],
  [NEW, 3, LARS, 'V', 'Forslaget om økonomisk ansvarlighed støtter vi; et café-besøg koster også.'],
];

function fill(store: StoreBuilder): void {
  store
    .person(METTE, 'Mette', 'Hansen')
    .person(LARS, 'Lars', 'Løkke')
    .case(CASE, {
      typeid: SAGSTYPE.lovforslag,
      periodeid: 1,
      nummer: 'L 12',
      titel: 'Forslag til lov om klima',
      titelkort: 'Klimaloven',
    })
    .rows('_referat_moede', [
      {
        id: OLD,
        fil: '20231/a.xml',
        samling: '20231',
        nummer: 12,
        dato: '2023-11-02',
        era: 'tingdok',
        foreloebig: 0,
      },
      {
        id: NEW,
        fil: '20241/b.xml',
        samling: '20241',
        nummer: 40,
        dato: '2025-01-15',
        era: 'tingdok',
        foreloebig: 0,
      },
    ])
    .rows('_referat_punkt', [
      { id: entryId(OLD, 1), moede: OLD, ordinal: 1, nummer: '1', titel: 'Forespørgsel om skat' },
      {
        id: entryId(NEW, 1),
        moede: NEW,
        ordinal: 1,
        nummer: '3',
        titel: '1. behandling af L 12',
        sagid: CASE,
      },
    ])
    .rows(
      '_tale',
      SPEECHES.map(([sitting, ordinal, aktoerid, parti, tekst]) => ({
        id: entryId(sitting, ordinal),
        moede: sitting,
        punkt: entryId(sitting, 1),
        ordinal,
        aktoerid,
        navn: aktoerid === METTE ? 'Mette Hansen' : aktoerid === LARS ? 'Lars Løkke' : 'Anders Andersen',
        parti,
        titel: null,
        start: null,
        tegn: tekst.length,
        tekst,
      })),
    );
}

const db = memoryStore(fill);
const search = (query: string) => {
  const state = SearchState.fromUrl(`vis=taler&${query}`);
  return loadSearch(db, {
    q: state.q,
    scope: state.scope,
    filters: state.filters,
    page: state.page,
    sort: state.sort,
  });
};
const ids = (query: string) => search(query).speeches.map((s) => s.id);
const speech = (sitting: number, ordinal: number) => entryId(sitting, ordinal);

describe('speech search', () => {
  it('finds a word in its inflected forms, and counts the speeches on the tab', () => {
    const result = search('q=skat');
    expect(result.speeches.map((s) => s.id).sort()).toEqual([speech(OLD, 1), speech(NEW, 2)].sort());
    expect(result.counts.taler).toEqual({ n: 2, capped: false });
    expect(ids('q=klima')).toEqual([speech(NEW, 1)]);
  });

  it('finds whole words only: a word inside another is no hit', () => {
    expect(ids('q=land')).toEqual([]);
  });

  it('finds æ, ø and å as typed and in their two-letter spellings, and accents folded', () => {
    expect(ids('q=grønland')).toEqual([speech(OLD, 2)]);
    expect(ids('q=groenland')).toEqual([speech(OLD, 2)]);
    expect(ids('q=gronland')).toEqual([]);
    expect(ids('q=oekonomisk')).toEqual([speech(NEW, 3)]);
    expect(ids('q=cafe')).toEqual([speech(NEW, 3)]);
  });

  it('requires every word, and a quoted phrase in its order', () => {
    expect(ids('q=grøn omstilling').sort()).toEqual([speech(OLD, 3), speech(NEW, 1)].sort());
    expect(ids(`q=${encodeURIComponent('"grøn omstilling"')}`)).toEqual([speech(OLD, 3)]);
    expect(ids(`q=${encodeURIComponent('"omstilling grøn"')}`)).toEqual([]);
  });

  it('filters by speaker, party, case, date range and session', () => {
    expect(ids(`q=skat&person=${METTE}`)).toEqual([speech(OLD, 1)]);
    expect(ids('q=skat&parti=V')).toEqual([speech(NEW, 2)]);
    expect(ids('q=skat&parti=v')).toEqual([speech(NEW, 2)]);
    expect(ids(`q=omstilling&sag=${CASE}`)).toEqual([speech(NEW, 1)]);
    expect(ids('q=skat&fra=2024-01-01')).toEqual([speech(NEW, 2)]);
    expect(ids('q=skat&til=2023-11-02')).toEqual([speech(OLD, 1)]);
    expect(ids('q=skat&samling=20231')).toEqual([speech(OLD, 1)]);
    expect(ids('q=skat&person=999')).toEqual([]);
    expect(ids('q=skat&samling=20091')).toEqual([]);
  });

  it('names the speaker and case filters for the page, and nothing for an id that names no one', () => {
    expect(search(`q=skat&person=${METTE}&sag=${CASE}`).speechFilters).toEqual({
      person: 'Mette Hansen',
      case: 'L 12 Klimaloven',
    });
    expect(search('q=skat&person=999&sag=998').speechFilters).toEqual({ person: null, case: null });
    expect(search('q=skat').speechFilters).toEqual({ person: null, case: null });
  });

  it('lists a speaker’s speeches newest first without words', () => {
    const result = search(`person=${LARS}`);
    expect(result.speeches.map((s) => s.id)).toEqual([speech(NEW, 3), speech(NEW, 2), speech(OLD, 2)]);
    expect(result.mode).toBe('empty');
  });

  it('finds the speeches on a case’s agenda items by its number', () => {
    const result = search(`q=${encodeURIComponent('L 12')}`);
    expect(result.mode).toBe('case-number');
    expect(result.speeches.map((s) => s.id)).toEqual([speech(NEW, 3), speech(NEW, 2), speech(NEW, 1)]);
    expect(ids(`q=${encodeURIComponent('L 13')}`)).toEqual([]);
  });

  it('shows speaker, date, case and the text around the match with the words marked', () => {
    const result = search('q=opgave');
    const [hit] = result.speeches;
    expect(hit).toMatchObject({
      id: speech(NEW, 1),
      speaker: { id: METTE, name: 'Mette Hansen', party: 'S', title: null },
      date: '2025-01-15',
      case: { id: CASE, title: 'Klimaloven' },
      item: { number: '3', title: '1. behandling af L 12' },
    });
    const marked = highlightSegments(hit?.snippet ?? '', result.terms).filter((s) => s.match);
    expect(marked.map((s) => s.text)).toEqual(['opgave']);
  });

  it('marks a phrase whole, and a word where its inflected form stands', () => {
    const phrase = search(`q=${encodeURIComponent('"grøn omstilling"')}`);
    expect(phrase.terms).toEqual(['grøn omstilling']);
    const marked = highlightSegments(phrase.speeches[0]?.snippet ?? '', phrase.terms).filter((s) => s.match);
    expect(marked.map((s) => s.text)).toEqual(['grøn omstilling']);
    const inflected = search('q=skat&parti=V');
    const words = highlightSegments(inflected.speeches[0]?.snippet ?? '', inflected.terms).filter(
      (s) => s.match,
    );
    expect(words.map((s) => s.text)).toEqual(['Skat']);
  });

  it('says so when nothing matches', () => {
    const result = search('q=atomkraft');
    expect(result.speeches).toEqual([]);
    expect(result.counts.taler).toEqual({ n: 0, capped: false });
  });

  it('reads the index’s operators and stray quotes as text, never as syntax', () => {
    for (const q of [
      'skat OR klima',
      'NEAR(skat klima)',
      'skat*',
      '"skat',
      'skat"" AND',
      '{tekst}: skat',
      'aktoerid:501',
    ]) {
      expect(() => search(`q=${encodeURIComponent(q)}`)).not.toThrow();
    }
    expect(ids(`q=${encodeURIComponent('skat OR')}`).sort()).toEqual(ids('q=skat').sort());
  });

  it('counts speeches on the other tabs too', () => {
    const state = SearchState.fromUrl('q=skat');
    const result = loadSearch(db, {
      q: state.q,
      scope: state.scope,
      filters: state.filters,
      page: 1,
      sort: state.sort,
    });
    expect(result.counts.taler).toEqual({ n: 2, capped: false });
    expect(result.speeches).toEqual([]);
  });

  it('keeps the index current when a sitting’s speeches are replaced', () => {
    const store = memoryStore(fill);
    const again = (q: string) => {
      const state = SearchState.fromUrl(`vis=taler&q=${q}`);
      return loadSearch(store, {
        q: state.q,
        scope: state.scope,
        filters: state.filters,
        page: 1,
        sort: state.sort,
      }).speeches.map((s) => s.id);
    };
    expect(again('rigsfællesskabet')).toEqual([speech(OLD, 2)]);
    store.prepare('DELETE FROM "_tale" WHERE moede = ?').run(OLD);
    store
      .prepare(
        `INSERT INTO "_tale" (id, moede, punkt, ordinal, aktoerid, navn, parti, tegn, tekst) VALUES (?, ?, ?, 2, ?, 'Lars Løkke', 'V', 20, ?)`,
      )
      .run(speech(OLD, 2), OLD, entryId(OLD, 1), LARS, 'Fiskeriet i Nordatlanten.');
    expect(again('rigsfællesskabet')).toEqual([]);
    expect(again('fiskeriet')).toEqual([speech(OLD, 2)]);
    expect(again('skat')).toEqual([speech(NEW, 2)]);
  });
});
