import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBiografi } from './biografi';

/**
 * The 40 real `Aktør.biografi` records in lib/biografi.sample.json, as the service gave them:
 * all legacy `membersMember` documents, a third with the UTF-16 declaration. The expectations were derived
 * independently (Python's ElementTree and html.unescape) and checked by eye against the XML.
 */
interface SampleRecord {
  readonly id: number;
  readonly navn: string;
  readonly biografi: string;
}

const SAMPLE = JSON.parse(
  readFileSync(new URL('./biografi.sample.json', import.meta.url), 'utf8'),
) as readonly SampleRecord[];

type Row = [
  id: number,
  name: string,
  partyShortName: string,
  born: string | null,
  pictureUrl: string | null,
  firstEducation: string | null,
];

// biome-ignore format: one record a line reads best
const EXPECTED: readonly Row[] = [
  [43, 'Pia Olsen Dyhr', 'SF', '1971-11-30', 'https://www.ft.dk/~/media/cv/foto/2015/sf/pia-olsen-dyhr/pia_olsen_dyhr_133,-d-,jpg.ashx', 'Kandidat i statskundskab, Københavns Universitet (orlov 2000-2010), fra 1992 til 2010'],
  [48, 'Peter Skaarup', 'DF', '1964-05-01', 'https://www.ft.dk/~/media/cv/foto/2015/df/peter-skaarup/peter_skaarup_133,-d-,jpg.ashx', 'Aarhus Katedralskole, fra 1979 til 1982'],
  [49, 'Erling Bonnesen', 'V', '1955-03-28', 'https://www.ft.dk/~/media/cv/foto/20111/v/erling_bonnesen/erling_bonnesenx133,-d-,jpg.ashx', 'Økonomikonsulent og revisoruddannelse, fra 1980 til 1989'],
  [56, 'Karin Nødgaard', 'DF', '1966-01-10', 'https://www.ft.dk/~/media/cv/foto/2015/df/karin-nodgaard/karin_nodgaard_133,-d-,jpg.ashx', 'Haslev Lærerseminarium, fra 1986 til 1990'],
  [59, 'Rasmus Helveg Petersen', 'RV', '1968-06-17', 'https://www.ft.dk/~/media/cv/foto/20111/rv/rasmus_helveg_petersen/rasmus_helveg_petersenx133,-d-,jpg.ashx', 'Journalist, Danmarks Journalisthøjskole, Aarhus, fra 1989 til 1993'],
  [71, 'Tom Behnke', 'KF', '1966-03-20', 'https://www.ft.dk/~/media/CV/Foto/20111/KF/Tom_Behnke/Tom_Behnkex133.jpg.ashx', 'Politibetjent, Politiskolen København, fra 1987 til 1991'],
  [72, 'Karen Ellemann', 'V', '1969-08-26', 'https://www.ft.dk/~/media/cv/foto/2015/v/karen-ellemann/karen_ellemann_133,-d-,jpg.ashx', 'Uddannet lærer, N. Zahles Seminarium, fra 2002 til 2004'],
  [73, 'Merete Riisager', 'LA', '1976-03-01', 'https://www.ft.dk/~/media/cv/foto/2015/la/merete-riisager/merete_riisager_133,-d-,jpg.ashx', 'Cand.mag.pæd., Københavns Universitet, fra 1997 til 2003'],
  [75, 'Jeppe Mikkelsen', 'RV', '1991-02-01', 'https://www.ft.dk/~/media/CV/Foto/20111/RV/Jeppe_Mikkelsen/Jeppe_Mikkelsenx133.jpg.ashx', 'Almen studentereksamen, Horsens Statsskole, fra 2007 til 2010'],
  [84, 'Troels Ravn', 'S', '1961-08-02', 'https://www.ft.dk/~/media/cv/foto/20111/s/troels_ravn/troels_ravnx133,-d-,jpg.ashx', 'Læreruddannet, Ribe Statsseminarium, 1985'],
  [85, 'Özlem Sara Cekic', 'SF', '1976-05-07', 'https://www.ft.dk/~/media/CV/Foto/20111/SF/Ozlem_Sara_Cekic/Ozlem_Sara_Cekicx133.jpg.ashx', 'Sygeplejerske, Hovedstadens Sygehusfællesskab, 2000'],
  [92, 'Carsten Hansen', 'S', '1957-01-10', 'https://www.ft.dk/~/media/cv/foto/20111/s/carsten_hansen/carsten_hansenx133,-d-,jpg.ashx', 'VVS-montør,'],
  [94, 'Peter Christensen', 'V', '1975-04-23', 'https://www.ft.dk/~/media/CV/Foto/20111/V/Peter_Christensen/Peter_Christensenx133.jpg.ashx', 'Elektrikeruddannet,'],
  [96, 'Mike Legarth', 'KF', '1960-03-23', 'https://www.ft.dk/~/media/CV/Foto/20111/KF/Mike_Legarth/Mike_Legarth_x133.jpg.ashx', 'Diplomuddannelse i bestyrelsesarbejde, INSEAD, Frankrig, 2011'],
  [124, 'Kim Christiansen', 'DF', '1956-09-14', 'https://www.ft.dk/~/media/cv/foto/2015/df/kim-christiansen/kim_christiansen_133,-d-,jpg.ashx', null],
  [127, 'Preben Bang Henriksen', 'V', '1954-02-11', 'https://www.ft.dk/~/media/cv/foto/2015/v/preben-bang-henriksen/preben_bang_henriksen_133,-d-,jpg.ashx', 'Cand.jur., Aarhus Universitet, 1979'],
  [129, 'Bertel Haarder', 'V', '1944-09-07', 'https://www.ft.dk/~/media/cv/foto/20111/v/bertel_haarder/bertel_haarderx133,-d-,jpg.ashx', 'Kandidat i statskundskab med speciale i Grundtvigs frihedssyn, Aarhus Universitet, 1970'],
  [131, 'Lene Espersen', 'KF', '1965-09-26', 'https://www.ft.dk/~/media/CV/Foto/20111/KF/Lene_F_Espersen/Lene_F_Espersenx133.jpg.ashx', 'Cand.oecon, Aarhus Universitet, fra 1984 til 1990'],
  [138, 'Mette Frederiksen', 'S', '1977-11-19', 'https://www.ft.dk/~/media/cv/foto/2015/s/mette-frederiksen/mette_frederiksen_133,-d-,jpg.ashx', 'Masteruddannelse i afrikastudier, Københavns Universitet, 2009'],
  [167, 'Dan Jørgensen', 'S', '1975-06-12', 'https://www.ft.dk/~/media/cv/foto/2015/s/dan-jorgensen/dan_jorgensen_133,-d-,jpg.ashx', 'Cand. scient. pol., Aarhus Universitet, 2004'],
  [216, 'Mikkel Dencker', 'DF', '1975-11-20', 'https://www.ft.dk/~/media/cv/foto/20111/df/mikkel_dencker/mikkel_denckerx133,-d-,jpg.ashx', 'HA-studier, Vestsjællands Handelshøjskolecenter, fra 2000 til 2001'],
  [225, 'Uffe Elbæk', 'ALT', '1954-06-15', 'https://www.ft.dk/~/media/cv/foto/2015/alt/uffe-elbaek/uffe_elbaek_fotograf_133.ashx', 'Journalistisk tillægsuddannelse, Danmarks Journalisthøjskole, 1987'],
  [231, 'Manu Sareen', 'RV', '1967-05-16', 'https://www.ft.dk/~/media/CV/Foto/20111/RV/Manu_Sareen/Manu_Sareenx133.jpg.ashx', 'Konfliktmægler, 2003'],
  [244, 'Magnus Heunicke', 'S', '1975-01-28', 'https://www.ft.dk/~/media/cv/foto/2015/s/magnus-heunicke/magnus_heunicke_133,-d-,jpg.ashx', 'Journalist, Danmarks Journalisthøjskole, Aarhus, fra 1998 til 2002'],
  [249, 'Kirsten Brosbøl', 'S', '1977-12-14', 'https://www.ft.dk/~/media/cv/foto/2015/s/kirsten-brosbol/kirsten_brosbol_133,-d-,jpg.ashx', 'Master of Arts i freds- og konfliktstudier, University of Sussex, Storbritannien, fra 2002 til 2003'],
  [277, 'Johan Olsen', 'IA', '1958-04-13', 'https://www.ft.dk/~/media/CV/Foto/20111/NA/Johan_Lund_Olsen/Johan_Lund_Olsen_133.jpg.ashx?20140404T1149045776', 'Socialrådgiver, Den Sociale Højskole i Århus, fra 1980 til 1983'],
  [294, 'Doris Jakobsen', 'SIU', '1978-10-30', 'https://www.ft.dk/~/media/CV/Foto/20111/SM/Doris_Jakobsen_SM/Doris_Jakobsenx133.jpg.ashx', 'Lærerstuderende, Ilinniarfissuaq, 2007'],
  [1504, 'Laura Lindahl', 'LA', '1983-07-09', 'https://www.ft.dk/~/media/cv/foto/2015/la/laura-lindahl/laura_lindahl_133,-d-,jpg.ashx', 'Hd marketing management, Copenhagen Business School, fra 2012 til 2014'],
  [1619, 'Yildiz Akdogan', 'S', '1973-04-29', 'https://www.ft.dk/~/media/cv/foto/2015/s/yildiz-akdogan/yildiz_akdogan_133,-d-,jpg.ashx', 'Cand.scient.pol., Aarhus Universitet, 2006'],
  [1845, 'Søren Gade', 'V', '1963-01-27', 'https://www.ft.dk/~/media/cv/foto/2015/v/soeren-gade/soeren_gade_133,-d-,jpg.ashx', 'IAA-diplomuddannelse, Den danske Reklameskole, 1999'],
  [5182, 'Anne Marie Geisler Andersen', 'RV', '1981-04-15', 'https://www.ft.dk/~/media/cv/foto/2009_1/133x133_cv/anne-marie-geisler-andersen-jpg.ashx', 'Statskundskab, Københavns Universitet, fra 2004 til 2012'],
  [9780, 'Tórbjørn Jacobsen', 'T', '1955-10-07', null, null],
  [13727, 'Sarah Nørris', 'EL', '1979-01-18', 'https://www.ft.dk/~/media/CV/Foto/20111/EL/Sarah_Norris/Sarah_Norris_133.jpg.ashx?20141027T1842499376', null],
  [15764, 'Jan Rytkjær Callesen', 'DF', '1963-05-02', 'https://www.ft.dk/~/media/cv/foto/2015/df/jan-rytkjaer-callesen/jan_rytkjaer_callesen_133,-d-,jpg.ashx', 'Højskoleophold, Gymnastikhøjskolen i Ollerup, fra 1979 til 1980'],
  [15765, 'Carl Holst', 'V', '1970-04-29', 'https://www.ft.dk/~/media/cv/foto/2015/v/carl-holst/carl_holst_133,-d-,jpg.ashx', 'Uddannet lærer, Haderslev Statsseminarium, 1996'],
  [15771, 'Morten Løkkegaard', 'V', '1964-12-20', 'https://www.ft.dk/~/media/CV/Foto/2015/V/Morten%20Loekkegaard/Morten_Loekkegaard_133.jpg.ashx?20151110T1709148828', 'German Marshall Fellow, politiske studier, USA, 1995'],
  [17141, 'Brigitte Klintskov Jerkel', 'KF', '1969-07-21', null, null],
  [17247, 'Klaus Markussen', 'V', '1975-07-27', null, null],
  [17736, 'Per Nørhave', 'DF', '1954-11-05', null, null],
  [18265, 'Carsten Kissmeyer', 'V', null, null, null],
];

function record(id: number): SampleRecord {
  const found = SAMPLE.find((r) => r.id === id);
  if (!found) throw new Error(`no sample record ${id}`);
  return found;
}

describe('parseBiografi on the 40 real records', () => {
  it('has an expectation for every record', () => {
    expect(SAMPLE).toHaveLength(40);
    expect(EXPECTED.map((r) => r[0]).sort((a, b) => a - b)).toEqual(
      SAMPLE.map((r) => r.id).sort((a, b) => a - b),
    );
  });

  it.each(EXPECTED)('reads record %i (%s)', (id, name, partyShortName, born, pictureUrl, firstEducation) => {
    const bio = parseBiografi(record(id).biografi);
    expect(bio).not.toBeNull();
    expect(bio?.format).toBe('legacy');
    expect(bio?.name).toBe(name);
    expect(bio?.partyShortName).toBe(partyShortName);
    expect(bio?.born).toBe(born);
    expect(bio?.pictureUrl).toBe(pictureUrl);
    expect(bio?.educations[0] ?? null).toBe(firstEducation);
  });

  it('gives only plain text: no markup, no entities, no control characters, no doubled spaces', () => {
    for (const { id, biografi } of SAMPLE) {
      const strings = JSON.stringify(parseBiografi(biografi));
      expect(strings, `record ${id}`).not.toMatch(/<[a-z/!]|&[a-z#]+;|[\u0000-\u0008\u00a0]| {2}/i);
    }
  });

  it('reads a UTF-16-declared, indented record in full (Tom Behnke)', () => {
    const bio = parseBiografi(record(71).biografi);
    expect(bio).toMatchObject({
      party: 'Det Konservative Folkeparti',
      profession: 'Politiassistent',
      email: 'tom.behnke@ft.dk',
      constituency:
        'Folketingsmedlem for Det Konservative Folkeparti i Østjyllands Storkreds fra 13. nov 2007',
      spokespersonRoles: [
        'Handicapordfører',
        'Landdistrikter og ø-ordfører',
        'Psykiatriordfører',
        'Socialordfører',
      ],
      parliamentaryPositionsOfTrust: [
        'Næstformand for den konservative folketingsgruppe 2012-2014 og 2008-2011, gruppeformand 2011 og gruppesekretær 2011-2015.',
      ],
      profileUrl: null,
    });
    expect(bio?.career.filter((c) => c.kind === 'constituency')).toHaveLength(4);
    expect(bio?.career.at(-1)).toEqual({
      kind: 'nomination',
      text: 'Kandidat for Det Konservative Folkeparti i Århus Sydkredsen fra 2001',
    });
    expect(bio?.occupations).toHaveLength(5);
    expect(bio?.memberData).toBe(
      'Tom Behnke, født 20. mar 1966 i Vejlby Risskov, søn af elektronikfabrikant Heinrich Hans Behnke og fabrikant Birgit Behnke. Gift med Nina Berg Behnke, født Hansen.',
    );
  });

  it('decodes HTML entities escaped twice (Erling Bonnesen)', () => {
    const bio = parseBiografi(record(49).biografi);
    expect(bio?.parliamentaryPositionsOfTrust[0]).toMatch(
      /^Fiskeriordfører, miljøordfører, fødevareordfører, landbrugsordfører og dyrevelfærdsordfører\. Tingsekretær fra 2015\. Gruppesekretær for Venstres/,
    );
  });

  it('reads minister posts in document order (Lene Espersen)', () => {
    expect(parseBiografi(record(131).biografi)?.ministerPosts).toEqual([
      'Udenrigsminister fra 23. feb 2010 til 3. okt 2011',
      'Økonomi- og erhvervsminister fra 10. sep 2008 til 23. feb 2010',
      'Justitsminister fra 27. nov 2001 til 10. sep 2008',
    ]);
  });

  it('closes up empty comma fields in list lines', () => {
    expect(parseBiografi(record(131).biografi)?.educations[2]).toBe('Hjørring Gymnasium, fra 1981 til 1982');
  });

  it('drops a port and keeps https for profile links; upgrades http', () => {
    expect(parseBiografi(record(18265).biografi)?.profileUrl).toBe(
      'https://www.ft.dk/da/medlemmer/folketingetsmedlemmer/carsten-kissmeyer-(v)',
    );
    expect(parseBiografi(record(94).biografi)?.profileUrl).toBe(
      'https://www.ft.dk/Folketinget/findMedlem/VPECH.aspx',
    );
  });

  it('leaves the photo out when only a legacy hi-res download is given (Tórbjørn Jacobsen)', () => {
    const bio = parseBiografi(record(9780).biografi);
    expect(bio?.pictureUrl).toBeNull();
    expect(bio?.party).toBe('Tjóðveldi');
    expect(bio?.constituency).toBeNull();
    expect(bio?.career).toEqual([
      {
        kind: 'substitute',
        text: 'Midlertidigt folketingsmedlem for Tjóðveldi i Færøerne fra 18. okt 2016 til 31. dec 2016',
      },
      {
        kind: 'substitute',
        text: 'Midlertidigt folketingsmedlem for Tjóðveldi i Færøerne fra 14. dec 2001 til 17. feb 2004',
      },
    ]);
  });

  it('has no birth date when memberData gives none (Carsten Kissmeyer)', () => {
    const bio = parseBiografi(record(18265).biografi);
    expect(bio?.born).toBeNull();
    expect(bio?.memberData).toBe('Carsten Kissmeyer.');
  });
});
