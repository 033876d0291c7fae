import { describe, expect, it } from 'vitest';
import { feedAlternates, shareDescription } from './page-metadata';

describe('shareDescription', () => {
  it('says after the description that a synthetic store’s data are demo data, in the page’s language', () => {
    expect(shareDescription({ description: 'Vedtaget: 56 for.', locale: 'da', synthetic: true })).toBe(
      'Vedtaget: 56 for. Syntetiske demodata – ikke rigtige data fra Folketinget.',
    );
    expect(shareDescription({ description: 'Adopted.', locale: 'en', synthetic: true })).toBe(
      'Adopted. Synthetic demo data – not real data from the Folketing.',
    );
  });

  it('leaves the description of real data, or of a page without data, as it is', () => {
    expect(shareDescription({ description: 'Vedtaget.', locale: 'da', synthetic: false })).toBe('Vedtaget.');
    expect(shareDescription({ description: 'Ordliste.', locale: 'da' })).toBe('Ordliste.');
  });
});

describe('feedAlternates', () => {
  it('links the page’s Atom feed by its media type, titled in the page’s language', () => {
    expect(feedAlternates({ path: '/sag/5/feed.xml', title: 'L 5: Fiskeri' }, 'da')).toEqual({
      'application/atom+xml': [{ url: '/sag/5/feed.xml', title: 'L 5: Fiskeri (Atom-feed)' }],
    });
    expect(feedAlternates({ path: '/afstemninger/feed.xml', title: 'Votes' }, 'en')).toEqual({
      'application/atom+xml': [{ url: '/afstemninger/feed.xml', title: 'Votes (Atom feed)' }],
    });
  });

  it('links several feeds of one page, in the order given', () => {
    expect(
      feedAlternates(
        [
          { path: '/afstemninger/feed.xml', title: 'Nye afstemninger' },
          { path: '/kommende/feed.xml', title: 'Kommende afstemninger' },
        ],
        'da',
      ),
    ).toEqual({
      'application/atom+xml': [
        { url: '/afstemninger/feed.xml', title: 'Nye afstemninger (Atom-feed)' },
        { url: '/kommende/feed.xml', title: 'Kommende afstemninger (Atom-feed)' },
      ],
    });
  });
});
