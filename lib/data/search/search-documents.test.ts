import { describe, expect, it } from 'vitest';
import { DOKUMENTTYPE, SAGSTYPE } from '@/lib/model/oda-ids';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { SearchState } from '@/lib/url-state/search';
import { loadSearch } from './search-load';
import { highlightSegments } from './search-text';

/** Documents in search: a question found by its wording, its wording shown marked, and the case-type filter kept. */
describe('document search', () => {
  const PARAGRAF_20 = SAGSTYPE.paragraf20Spoergsmaal;
  const db = memoryStore(
    (store) => {
      store.searchableCase(1, PARAGRAF_20, 'Hvad vil ministeren gøre?', 'Hvad vil ministeren gøre?', null);
      store.searchableCase(2, SAGSTYPE.almDel, 'Udenrigsudvalget, alm. del', 'Alm. del', null);
      store.document(10, {
        typeid: DOKUMENTTYPE.paragraf20Spoergsmaal,
        dato: '2026-10-01',
        titel: 'Spm. 1 om udviklingsbistand',
        spørgsmålstitel: 'Spm. 1 om udviklingsbistand',
        spørgsmålsordlyd: 'Hvad vil ministeren gøre for at målrette klimabistanden til udviklingslandene?',
      });
      store.document(11, {
        typeid: DOKUMENTTYPE.spoergsmaal,
        dato: '2026-10-02',
        titel: 'Spm. 8 om klimabistanden',
        spørgsmålstitel: 'Spm. 8 om klimabistanden',
        spørgsmålsordlyd: 'Vil ministeren oplyse, hvor stor klimabistanden var i 2025?',
      });
      store.document(12, { typeid: DOKUMENTTYPE.svar, dato: '2026-10-03', titel: 'Svar på spm. 1' });
      store.caseDocument(1, 10).caseDocument(1, 12).caseDocument(2, 11);
    },
    { stamp: '2026-11-01T00:00:00' },
  );
  const search = (query: string) => {
    const state = SearchState.fromUrl(query);
    return loadSearch(db, {
      q: state.q,
      scope: state.scope,
      filters: state.filters,
      page: 1,
      sort: state.sort,
    });
  };

  it('finds a question by its wording, and shows the wording with the searched word marked', () => {
    const result = search('q=klimabistanden&vis=dokumenter');
    expect(result.documents.map((d) => d.id)).toEqual([11, 10]);
    const question = result.documents.find((d) => d.id === 10);
    expect(question?.snippet).toBe(
      'Hvad vil ministeren gøre for at målrette klimabistanden til udviklingslandene?',
    );
    const marked = highlightSegments(question?.snippet ?? '', result.terms).filter((s) => s.match);
    expect(marked.map((s) => s.text)).toEqual(['klimabistanden']);
  });

  it('keeps the case-type filter on the Dokumenter tab, and its count agrees with the list', () => {
    const result = search(`q=klimabistanden&vis=dokumenter&sagstype=${PARAGRAF_20}`);
    expect(result.documents.map((d) => d.id)).toEqual([10]);
    expect(result.counts.dokumenter).toEqual({ n: 1, capped: false });
  });

  it('shows no wording where a document has none beyond its title', () => {
    const result = search('q=svar&vis=dokumenter');
    expect(result.documents.map((d) => [d.id, d.snippet])).toEqual([[12, null]]);
  });
});
