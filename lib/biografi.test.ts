import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { type BiografiPerson, currentBiografi, legacyBiografi } from '@/lib/dataset/text/biografi';
import { parseBiografi } from './biografi';
import { PERSON } from './biografi.fixture';
import { birthDateFromText, ftDkUrl, parseNumericDate, pictureUrl } from './biografi-parts/fields';
import { decodeHtmlEntities, toPlainLine, toPlainParagraphs } from './biografi-parts/plain-text';

const FORMER: BiografiPerson = {
  ...PERSON,
  memberFrom: '2011-09-15',
  memberTo: '2019-06-05',
  ministerPosts: [],
};

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe('parseBiografi on the generator’s current-format documents', () => {
  it.each(SEEDS)('reads the person back (seed %i)', (seed) => {
    const bio = parseBiografi(currentBiografi(PERSON, new Random(seed)));
    expect(bio).toMatchObject({
      format: 'current',
      name: 'Anne Sofie Bækgaard',
      firstName: 'Anne Sofie',
      lastName: 'Bækgaard',
      party: 'Socialistisk Folkeparti',
      partyShortName: 'SF',
      title: 'Skatteminister',
      titles: ['Skatteminister', 'Medlem af Folketinget'],
      profession: 'Sygeplejerske',
      status: 'current',
      born: '1984-05-02',
      died: null,
      sex: 'Kvinde',
      constituency:
        'Folketingsmedlem for Socialistisk Folkeparti i Sydjyllands Storkreds fra 1. november 2022.',
      ministerPosts: ['Skatteminister fra 5. januar 2023.'],
      parliamentaryPositionsOfTrust: [
        expect.stringMatching(/^Skatteordfører fra 20\d\d\.$/),
        expect.any(String),
      ],
      profileUrl: 'https://www.ft.dk/medlemmer/mf/a/anne-sofie-baekgaard',
    });
    expect(bio?.pictureUrl).toMatch(
      /^https:\/\/www\.ft\.dk\/[-~]\/media\/cv\/foto\/2022\/sf\/anne-sofie-baekgaard\//,
    );
    expect(bio?.email).toMatch(/^anne\.(sofie\.)?baekgaard@ft\.dk$/);
    // memberData arrives as "B&amp;aelig;kgaard, f&amp;oslash;dt": decoded to plain Danish.
    expect(bio?.memberData).toMatch(/^Anne Sofie Bækgaard, født 2\. maj 1984 i [^&<]+\.$/);
    expect(bio?.educations.length).toBeGreaterThan(0);
    expect(bio?.occupations.length).toBeGreaterThan(0);
  });

  it('reads a former member', () => {
    const bio = parseBiografi(currentBiografi(FORMER, new Random(3)));
    expect(bio).toMatchObject({ status: 'former', title: 'Fhv. medlem af Folketinget', constituency: null });
    expect(bio?.career[0]).toEqual({
      kind: 'constituency',
      text: 'Folketingsmedlem for Socialistisk Folkeparti i Sydjyllands Storkreds fra 15. september 2011 til 5. juni 2019.',
    });
  });
});

describe('parseBiografi on the generator’s legacy documents', () => {
  it.each(SEEDS)('reads the person back (seed %i)', (seed) => {
    const xml = legacyBiografi(FORMER, new Random(seed));
    const bio = parseBiografi(xml);
    expect(bio).toMatchObject({
      format: 'legacy',
      name: 'Anne Sofie Bækgaard',
      party: 'Socialistisk Folkeparti',
      partyShortName: 'SF',
      status: null,
      born: '1984-05-02',
      sex: null,
    });
    if (bio?.pictureUrl) expect(bio.pictureUrl).toMatch(/^https:\/\/www\.ft\.dk\/~\/media\//);
    expect(bio?.parliamentaryPositionsOfTrust.join(' ')).toMatch(
      /^Skatteordfører fra \d{4}, idrætsordfører fra \d{4}\.$/,
    );
  });
});

describe('parseBiografi on input that is not a biografi', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   \n'],
    ['plain text', 'Anne Sofie Bækgaard, født 1984'],
    ['an unclosed element', '<member><firstname>Anne</member>'],
    ['two roots', '<member></member><member></member>'],
    ['another root', '<person><firstname>Anne</firstname></person>'],
    ['only a declaration', '<?xml version="1.0" encoding="utf-16"?>'],
    [
      'a DTD with entities',
      '<!DOCTYPE member [<!ENTITY a "aaaa">]><member><firstname>&a;</firstname></member>',
    ],
    ['HTML', '<div><p>Anne</p></div>'],
    ['too large', `<member><memberData>${'x'.repeat(300_000)}</memberData></member>`],
  ])('gives null for %s', (_, input) => {
    expect(parseBiografi(input)).toBeNull();
  });

  it('reads a minimal document with every field missing', () => {
    expect(parseBiografi('<member />')).toEqual({
      format: 'current',
      name: null,
      firstName: null,
      lastName: null,
      party: null,
      partyShortName: null,
      title: null,
      titles: [],
      profession: null,
      status: null,
      born: null,
      died: null,
      sex: null,
      constituency: null,
      career: [],
      educations: [],
      occupations: [],
      positionsOfTrust: [],
      parliamentaryPositionsOfTrust: [],
      ministerPosts: [],
      spokespersonRoles: [],
      email: null,
      pictureUrl: null,
      profileUrl: null,
      memberData: null,
    });
  });

  it('keeps hostile content as inert plain text', () => {
    const bio = parseBiografi(
      '<member><firstname>&lt;script&gt;alert(1)&lt;/script&gt;Anne</firstname>' +
        '<pictureMiRes>javascript:alert(1)</pictureMiRes><pictureHiRes>https://evil.example/x.jpg</pictureHiRes>' +
        '<emails><email>x@y" onerror="z</email></emails><url>//evil.example/p</url>' +
        '<personalInformation><memberData><p>&amp;lt;img src=x onerror=alert(1)&amp;gt;Født</p></memberData></personalInformation></member>',
    );
    expect(bio?.firstName).toBe('alert(1) Anne');
    expect(bio?.pictureUrl).toBeNull();
    expect(bio?.email).toBeNull();
    expect(bio?.profileUrl).toBeNull();
    expect(bio?.memberData).toBe('Født');
  });

  it('reads editor-formatted blocks one paragraph a line', () => {
    const bio = parseBiografi(
      '<member><positionsOfTrust><editorFormattedText>&lt;p&gt;Formand for A 2001-2004.&lt;/p&gt;&lt;p&gt;Medlem af B&amp;amp;C fra 2010.&lt;/p&gt;</editorFormattedText></positionsOfTrust></member>',
    );
    expect(bio?.positionsOfTrust).toEqual(['Formand for A 2001-2004.', 'Medlem af B&C fra 2010.']);
  });
});

describe('biografi fields', () => {
  it.each([
    ['10-03-1951', '1951-03-10'],
    ['1-2-2000', '2000-02-01'],
    ['31-02-1970', null],
    ['1951-03-10', null],
    ['', null],
  ])('reads the numeric date %j as %j', (text, iso) => {
    expect(parseNumericDate(text)).toBe(iso);
  });

  it.each([
    ['Pia Olsen Dyhr, født 30. november 1971 i Vallensbæk.', '1971-11-30'],
    ['Tom Behnke, født 20. mar 1966 i Vejlby Risskov', '1966-03-20'],
    ['Bertel Haarder, født 7. sep. 1944 på Rønshoved', '1944-09-07'],
    ['Født 1. maj 1964', '1964-05-01'],
    ['Carsten Kissmeyer. Gift med Nina, født Hansen.', null],
    ['NN, født i Odense, søn af Ib, født 3. maj 1930.', null],
    ['NN, født 31. februar 1970.', null],
    [null, null],
  ])('reads the birth date in %j as %j', (text, iso) => {
    expect(birthDateFromText(text)).toBe(iso);
  });

  it.each([
    ['https://www.ft.dk/-/media/cv/foto/a_500.ashx', 'https://www.ft.dk/-/media/cv/foto/a_500.ashx'],
    ['http://www.ft.dk/~/media/CV/Foto/x133.jpg.ashx', 'https://www.ft.dk/~/media/CV/Foto/x133.jpg.ashx'],
    ['https://www.ft.dk:443/~/media/a.ashx', 'https://www.ft.dk/~/media/a.ashx'],
    ['https://ft.dk/a b.ashx', 'https://ft.dk/a%20b.ashx'],
    ['/medlemmer/mf/k/karen', 'https://www.ft.dk/medlemmer/mf/k/karen'],
    ['https://www.ft.dk.evil.example/a', null],
    ['https://evilft.dk/a', null],
    ['ftp://www.ft.dk/a', null],
    ['https://user@www.ft.dk/a', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('makes %j the ft.dk URL %j', (text, url) => {
    expect(ftDkUrl(text)).toBe(url);
  });

  it('leaves zip downloads out of photos', () => {
    expect(pictureUrl('https://www.ft.dk/~/media/CV/Foto/2015/SF/P/P-Fotograf.zip.ashx')).toBeNull();
    expect(pictureUrl('https://www.ft.dk/~/media/cv/foto/2015/sf/p/p_133,-d-,jpg.ashx')).not.toBeNull();
  });

  it('decodes entities once, named and numeric, and leaves unknown ones', () => {
    expect(decodeHtmlEntities('f&oslash;dt &AElig;r&oslash; &#229; &#xE6; &amp;oslash; &bogus; &#0;')).toBe(
      'født Ærø å æ &oslash; &bogus; &#0;',
    );
  });

  it('makes plain lines and paragraphs', () => {
    expect(toPlainLine('\t\tPartiformand&nbsp;for\u00a0SF <b>fra</b>  2014. ')).toBe(
      'Partiformand for SF fra 2014.',
    );
    expect(toPlainLine('3 < 5 og 7 > 2')).toBe('3 < 5 og 7 > 2');
    expect(toPlainParagraphs('\u2029Første.\u2029\u2029&lt;p&gt;Anden&lt;/p&gt;Tredje<br/>')).toEqual([
      'Første.',
      'Anden',
      'Tredje',
    ]);
  });
});
