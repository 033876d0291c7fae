import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { parseCaseSubject } from './case-subjects';
import { CASE_KIND_SAGSTYPE, CASE_KINDS, caseResume, caseShortTitle, caseText, caseTitle } from './cases';
import { POLICY_AREAS, policyArea } from './policy-areas';

const area = policyArea('skat');

describe('POLICY_AREAS', () => {
  it('has unique keys and the real committee codes', () => {
    expect(new Set(POLICY_AREAS.map((a) => a.key)).size).toBe(POLICY_AREAS.length);
    expect(POLICY_AREAS.length).toBeGreaterThanOrEqual(18);
    const codes = Object.fromEntries(POLICY_AREAS.map((a) => [a.committee, a.committeeCode]));
    expect(codes).toMatchObject({
      Finansudvalget: 'FIU',
      Skatteudvalget: 'SAU',
      Retsudvalget: 'REU',
      Sundhedsudvalget: 'SUU',
      'Børne- og Undervisningsudvalget': 'BUU',
      Beskæftigelsesudvalget: 'BEU',
      'Miljø- og Fødevareudvalget': 'MOF',
      'Klima-, Energi- og Forsyningsudvalget': 'KEF',
      Transportudvalget: 'TRU',
      Udenrigsudvalget: 'URU',
      Forsvarsudvalget: 'FOU',
      Kulturudvalget: 'KUU',
      'Social- og Boligudvalget': 'SOU',
      'Udlændinge- og Integrationsudvalget': 'UIU',
      Erhvervsudvalget: 'ERU',
      Europaudvalget: 'EUU',
      Kommunaludvalget: 'KOU',
      'Uddannelses- og Forskningsudvalget': 'UFU',
      Ligestillingsudvalget: 'LIU',
    });
    for (const a of POLICY_AREAS) {
      for (const list of [a.laws, a.topics, a.problems, a.actors, a.organisations])
        expect(list.length).toBeGreaterThan(0);
    }
  });
});

describe('caseTitle', () => {
  it('writes every kind, reproducibly per seed', () => {
    for (const kind of CASE_KINDS) {
      const a = caseText(new Random(5), kind, area, { date: '2024-03-12' });
      const b = caseText(new Random(5), kind, area, { date: '2024-03-12' });
      expect(a).toEqual(b);
      expect(a.titel.length).toBeGreaterThan(10);
      expect(a.titelkort.length).toBeGreaterThan(5);
    }
    expect(CASE_KIND_SAGSTYPE.lovforslag).toBe(3);
    expect(CASE_KIND_SAGSTYPE['§20-spørgsmål']).toBe(10);
  });

  it('writes titles in ODA style', () => {
    const rng = new Random(11);
    const bills = Array.from({ length: 200 }, () => caseTitle(rng, 'lovforslag', area));
    expect(bills.every((t) => t.startsWith('Forslag til lov om '))).toBe(true);
    expect(bills.some((t) => /^Forslag til lov om ændring af .+ \(.+\)\.$/.test(t))).toBe(true);
    expect(caseTitle(rng, 'beslutningsforslag', area)).toMatch(/^Forslag til folketingsbeslutning om /);
    expect(caseTitle(rng, 'forespørgsel', area)).toMatch(/^Forespørgsel til skatteministeren om .+\.$/);
    expect(caseTitle(rng, 'alm-del-spørgsmål', area)).toMatch(/\?$/);
    expect(caseTitle(rng, '§20-spørgsmål', area)).toMatch(/\?$/);
    expect(caseTitle(rng, 'rådsmøde', area, { date: '2024-03-12', meetingNumber: 3412 })).toBe(
      'Rådsmøde nr. 3412 (økonomi og finans) den 12. marts 2024',
    );
    expect(caseTitle(rng, 'stedfortræder', area, { member: 'Anne Holm (S)' })).toBe(
      'Indkaldelse af stedfortræder for Anne Holm (S)',
    );
    expect(caseTitle(rng, 'statsrevisorerne', area, { date: '2023-05-01' })).toMatch(
      /^Beretning nr\. \d+\/2023 om /,
    );
  });

  it('varies enough for about 100,000 cases', () => {
    const rng = new Random(12);
    const questions = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      questions.add(caseTitle(rng, 'alm-del-spørgsmål', rng.pick(POLICY_AREAS), { date: '2024-01-15' }));
    }
    expect(questions.size).toBeGreaterThan(17_000);
    const bills = new Set<string>();
    for (let i = 0; i < 3000; i++) bills.add(caseTitle(rng, 'lovforslag', rng.pick(POLICY_AREAS)));
    expect(bills.size).toBeGreaterThan(2800);
  });
});

describe('short title and résumé', () => {
  it('follow the subject of the title', () => {
    const rng = new Random(21);
    for (let i = 0; i < 300; i++) {
      const a = rng.pick(POLICY_AREAS);
      const { titel, titelkort, resume } = caseText(rng, 'lovforslag', a);
      const paren = /\(([^()]+)\)\.$/.exec(titel)?.[1];
      if (paren) {
        expect(titelkort).toBe(`Om ${paren.charAt(0).toLowerCase()}${paren.slice(1)}`);
        const subject = parseCaseSubject(paren);
        expect(subject).not.toBeNull();
        expect(resume).toContain(subject?.verb ?? '');
      }
      expect(resume.length).toBeGreaterThan(40);
    }
  });

  it('derives ODA-like short titles', () => {
    expect(
      caseShortTitle('lovforslag', 'Forslag til lov om ændring af ligningsloven (Forhøjelse af fradraget).'),
    ).toBe('Om forhøjelse af fradraget');
    expect(caseShortTitle('lovforslag', 'Forslag til lov om ændring af ligningsloven.')).toBe(
      'Ændring af ligningsloven',
    );
    expect(caseShortTitle('lovforslag', 'Forslag til lov om tillægsbevilling for finansåret 2024.')).toBe(
      'Tillægsbevilling for finansåret 2024',
    );
    expect(caseShortTitle('forespørgsel', 'Forespørgsel til skatteministeren om topskatten.')).toBe(
      'Om topskatten',
    );
  });

  it('writes Danish résumés for proposals and none for questions', () => {
    const rng = new Random(31);
    const b = caseText(rng, 'beslutningsforslag', area);
    expect(b.resume).toMatch(/^Forslaget pålægger regeringen at /);
    expect(caseText(rng, 'alm-del-spørgsmål', area).resume).toBe('');
    const title = 'Forslag til lov om ændring af ligningsloven (Styrkelse af indsatsen mod sort arbejde).';
    expect(caseResume(rng, 'lovforslag', area, title)).toContain('styrke indsatsen mod sort arbejde');
  });
});

describe('parseCaseSubject', () => {
  it('reads noun and verb forms back, preferring the most specific template', () => {
    expect(parseCaseSubject('styrkelse af indsatsen mod sort arbejde')).toEqual({
      noun: 'Styrkelse af indsatsen mod sort arbejde',
      verb: 'styrke indsatsen mod sort arbejde',
      object: 'indsatsen mod sort arbejde',
    });
    expect(parseCaseSubject('lempe reglerne om topskatten')?.noun).toBe('Lempelse af reglerne om topskatten');
    expect(parseCaseSubject('something else')).toBeNull();
  });
});
