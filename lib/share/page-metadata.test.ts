import { describe, expect, it } from 'vitest';
import { alternatesOn, feedAlternates, shareDescription } from './page-metadata';

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
      'application/atom+xml': [{ url: '/en/afstemninger/feed.xml', title: 'Votes (Atom feed)' }],
    });
  });

  it('leaves an absolute feed URL as it is', () => {
    expect(feedAlternates({ path: 'https://tingdata.dk/en/sag/5/feed.xml', title: 'L 5' }, 'en')).toEqual({
      'application/atom+xml': [{ url: 'https://tingdata.dk/en/sag/5/feed.xml', title: 'L 5 (Atom feed)' }],
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

describe('alternatesOn', () => {
  const origin = new URL('https://tingdata.dk');

  it('gives a page its canonical address in its language and hreflang links both ways', () => {
    const languages = {
      da: 'https://tingdata.dk/soeg?q=skat',
      en: 'https://tingdata.dk/en/soeg?q=skat',
      'x-default': 'https://tingdata.dk/soeg?q=skat',
    };
    expect(alternatesOn(origin, '/soeg?q=skat', 'da')).toEqual({ canonical: languages.da, languages });
    expect(alternatesOn(origin, '/soeg?q=skat', 'en')).toEqual({ canonical: languages.en, languages });
  });

  it('spells the English home page /en', () => {
    expect(alternatesOn(origin, '/', 'en').canonical).toBe('https://tingdata.dk/en');
    expect(alternatesOn(origin, '/', 'en').languages.da).toBe('https://tingdata.dk/');
  });
});
