import { beforeAll, describe, expect, it } from 'vitest';
import { toCaseStatusGroup } from '@/lib/data/cases/case-status';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { SearchState } from '@/lib/url-state/search';
import { COUNT_CAP, getSearchOptions, SEARCH_PAGE_SIZE, searchSite } from './search';
import { isGeneralFolder, type RankedTitles, titleScore } from './search-rank';
import { fold } from './search-text';

const store = tinyStore(5);

interface SagRow {
  id: number;
  nummer: string | null;
  text: string;
  periodeid: number;
  kode: string;
  typeid: number;
  status: string;
  steps: string | null;
}

/** Every case with what the filters look at, for checking the search against a plain scan. */
const cases = () =>
  store
    .raw()
    .prepare(
      `SELECT s.id, s.nummer, coalesce(s.titel, '') || ' ' || coalesce(s.titelkort, '') || ' ' || coalesce(s.resume, '') AS text,
         s.periodeid, p.kode, s.typeid, ss.status, (SELECT group_concat(dato, '|') FROM "Sagstrin" WHERE sagid = s.id) AS steps
       FROM "Sag" s JOIN "Periode" p ON p.id = s.periodeid JOIN "Sagsstatus" ss ON ss.id = s.statusid
       ORDER BY s.id DESC`,
    )
    .all() as SagRow[];

const hasAll = (text: string, terms: string[]) => terms.every((t) => fold(text).includes(fold(t)));
/** Both plans for words with filters: the text of the few filtered rows, and the full-text index (no scan). */
const PLANS = [
  { name: 'scanning the filtered rows', limits: {} },
  { name: 'walking the full-text index', limits: { caseScan: 0, documentScan: 0 } },
] as const;
let limits: { caseScan?: number; documentScan?: number } = {};
const search = (query: string) => searchSite(SearchState.fromUrl(query), limits);

/** Every hit of a query, page by page. */
async function allCaseIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  const first = await search(query);
  for (let page = 1; page <= first.pageCount; page++) {
    const result = await search(`${query}&side=${page}`);
    ids.push(...result.cases.map((c) => c.id));
  }
  return ids;
}

const counted = (n: number) => ({ n: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

describe.each(PLANS)('case search, $name', ({ limits: plan }) => {
  beforeAll(() => {
    limits = plan;
  });

  it('finds exactly the cases whose title or resume holds every word, newest first when asked', async () => {
    const expected = cases()
      .filter((c) => hasAll(c.text, ['fiskeri']))
      .map((c) => c.id);
    expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const result = await search('q=fiskeri&sorter=nyeste');
    expect(result.mode).toBe('words');
    expect(result.sort).toBe('nyeste');
    expect(result.terms).toEqual(['fiskeri']);
    expect(result.counts.sager).toEqual(counted(expected.length));
    expect(await allCaseIds('q=fiskeri&sorter=nyeste')).toEqual(expected);
  });

  it('orders the same hits by relevance by default: title hits ranked first (general folders last), then the rest newest first', async () => {
    const titles = store.raw().prepare(`SELECT id, titel, titelkort, typeid FROM "Sag" WHERE id = ?`);
    const row = (id: number) => titles.get(id) as RankedTitles;
    // A title hit's score, general folders below every other title hit (search-rank.ts).
    const score = (id: number) => {
      const s = titleScore(row(id), ['fiskeri']);
      return isGeneralFolder(row(id)) && s > 0 ? s / 100 : s;
    };
    const ids = await allCaseIds('q=fiskeri');
    expect(ids.toSorted()).toEqual((await allCaseIds('q=fiskeri&sorter=nyeste')).toSorted());
    const scores = ids.map(score);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
    const ties = ids.filter((id, i) => i > 0 && scores[i] === scores[i - 1] && (ids[i - 1] ?? 0) < id);
    expect(ties).toEqual([]);
  });

  it('finds the Danish letters spelt out, and a word with one letter wrong, saying what it searched', async () => {
    const word = cases().some((c) => hasAll(c.text, ['børn'])) ? 'børn' : 'ændring';
    const spelt = fold(word);
    const plain = await search(`q=${encodeURIComponent(word)}`);
    expect(plain.counts.sager?.n).toBeGreaterThan(0);
    const folded = await search(`q=${encodeURIComponent(spelt)}`);
    expect(folded.counts.sager).toEqual(plain.counts.sager);
    expect(folded.correction).toBeNull();

    const fiskeri = await search('q=fiskeri');
    for (const typo of ['fiskrei', 'fiskerii', 'fisekri', 'fiskeru']) {
      const corrected = await search(`q=${typo}`);
      expect(corrected.correction, typo).toBe('fiskeri');
      expect(corrected.terms).toEqual(['fiskeri']);
      expect(corrected.counts.sager).toEqual(fiskeri.counts.sager);
    }
    expect((await search('q=xylofonvirksomhed')).correction).toBeNull();
  });

  it('says of each bill hit its final vote by the one result rule, and of a case without votes that it has none', async () => {
    const voted = store
      .raw()
      .prepare(
        `SELECT st.sagid AS id, a.id AS vote, a.vedtaget FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid
         JOIN "Sag" s ON s.id = st.sagid
         WHERE a.typeid = 1 AND s.typeid IN (3, 5) ORDER BY st.dato DESC, a.nummer DESC, a.id DESC`,
      )
      .all() as { id: number; vote: number; vedtaget: number }[];
    const final = new Map<number, { vote: number; vedtaget: number }>();
    for (const v of voted) if (!final.has(v.id)) final.set(v.id, v);
    const caseNumber = store
      .raw()
      .prepare(
        `SELECT nummer FROM "Sag" WHERE id IN (${[...final.keys()].join(',')}) AND nummer IS NOT NULL LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const result = await search(`q=${encodeURIComponent(caseNumber)}`);
    let checked = 0;
    for (const hit of result.cases) {
      const expected = final.get(hit.id);
      if (!expected || hit.result?.kind === 'disagreement') continue;
      expect(hit.result).toMatchObject({
        kind: 'final-vote',
        vote: { id: expected.vote, adopted: expected.vedtaget === 1 },
      });
      expect(hit.voteCount).toBeGreaterThan(0);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    const anyWords = await search('q=forslag&sorter=nyeste');
    for (const hit of anyWords.cases.filter((c) => c.result?.kind === 'no-votes-expected'))
      expect(hit.voteCount).toBe(0);
  });

  it('says of each forespørgsel hit the motion for a resolution adopted at its end, or none', async () => {
    const adopted = new Map(
      (
        store
          .raw()
          .prepare(`SELECT fremsatundersagid AS debate, nummer FROM "Sag" WHERE typeid = 9 AND statusid = 10`)
          .all() as { debate: number; nummer: string }[]
      ).map((r) => [r.debate, r.nummer]),
    );
    const result = await search('sagstype=2&sorter=nyeste');
    expect(result.cases.length).toBeGreaterThan(0);
    for (const hit of result.cases) {
      const label = adopted.get(hit.id);
      if (label) expect(hit.result).toMatchObject({ kind: 'motion-adopted', motion: { label } });
      else expect(hit.result?.kind).not.toBe('motion-adopted');
    }
  });

  it('requires every word', async () => {
    const expected = cases().filter((c) => hasAll(c.text, ['forslag', 'skat'])).length;
    expect((await search('q=forslag+skat')).counts.sager?.n).toBe(expected);
  });

  it('applies session, type, status and step-date filters together', async () => {
    const rows = cases();
    const sample = rows.find((c) => c.typeid === 3 && hasAll(c.text, ['lov']) && c.steps !== null);
    const { kode, status } = sample ?? { kode: '', status: '' };
    const year = (sample?.steps ?? '').slice(0, 4);
    const group = toCaseStatusGroup(status);
    const slug = {
      adopted: 'vedtaget',
      rejected: 'forkastet',
      pending: 'under-behandling',
      lapsed: 'bortfaldet',
      concluded: 'afsluttet',
    }[group ?? 'concluded'];
    const from = `${year}-01-01`;
    const before = `${Number(year) + 1}-01-01`;
    const expected = rows
      .filter(
        (c) =>
          hasAll(c.text, ['lov']) &&
          c.kode === kode &&
          c.typeid === 3 &&
          toCaseStatusGroup(c.status) === group &&
          (c.steps ?? '').split('|').some((d) => d >= from && d < before),
      )
      .map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    const query = `q=lov&samling=${kode}&sagstype=3&status=${slug}&fra=${from}&til=${year}-12-31&sorter=nyeste`;
    const result = await search(query);
    expect(result.counts.sager?.n).toBe(expected.length);
    expect(await allCaseIds(query)).toEqual(expected);
  });

  it('lists every case passing the filters when there is no text', async () => {
    const kode = cases()[0]?.kode ?? '';
    const expected = cases().filter((c) => c.kode === kode && c.typeid === 10);
    expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const result = await search(`samling=${kode}&sagstype=10`);
    expect(result.mode).toBe('empty');
    expect(result.counts.sager?.n).toBe(expected.length);
    expect(result.cases.map((c) => c.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((c) => c.id));
  });

  it('finds the cases with a case number, in every session', async () => {
    const expected = cases()
      .filter((c) => c.nummer === 'L 2')
      .map((c) => c.id);
    expect(expected.length).toBeGreaterThan(1);
    const result = await search('q=l2');
    expect(result.mode).toBe('case-number');
    expect(result.cases.map((c) => c.id)).toEqual(expected);
  });

  it('finds nothing for an unknown session rather than ignoring the filter', async () => {
    const result = await search('q=lov&samling=19991');
    expect(result.counts.sager?.n).toBe(0);
    expect(result.counts.dokumenter?.n).toBe(0);
  });

  it('asks for more characters instead of searching cases with a short text', async () => {
    const result = await search('q=EU');
    expect(result.mode).toBe('short');
    expect(result.counts.sager?.n).toBe(0);
    expect(result.ignored).toEqual(['EU']);
  });

  it('stops counting at the cap, and pages no further than it', async () => {
    expect(cases().length).toBeGreaterThan(COUNT_CAP);
    const result = await search('');
    expect(result.counts.sager).toEqual({ n: COUNT_CAP, capped: true });
    expect(result.pageCount).toBe(COUNT_CAP / SEARCH_PAGE_SIZE);
    expect(result.cases.map((c) => c.id)).toEqual(
      cases()
        .slice(0, SEARCH_PAGE_SIZE)
        .map((c) => c.id),
    );
    expect((await search(`side=${result.pageCount + 1}`)).cases).toEqual([]);
  });

  it('gives an empty page past the last one, with the counts', async () => {
    const result = await search('q=fiskeri&side=500');
    expect(result.cases).toEqual([]);
    expect(result.counts.sager?.n).toBeGreaterThan(0);
  });

  it('returns hits with a snippet holding the word, and plain serialisable data', async () => {
    const result = await search('q=fiskeri');
    const withSnippet = result.cases.find((c) => c.snippet !== null && hasAll(c.snippet, ['fiskeri']));
    expect(withSnippet).toBeDefined();
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe.each(PLANS)('document search, $name', ({ limits: plan }) => {
  beforeAll(() => {
    limits = plan;
  });

  const documents = () =>
    store
      .raw()
      // What the search reads of a document: its title, and a question's title and wording.
      .prepare(
        `SELECT id, coalesce(titel, '') || ' ' || coalesce("spørgsmålstitel", '') || ' ' || coalesce("spørgsmålsordlyd", '') titel, dato FROM "Dokument" ORDER BY id DESC`,
      )
      .all() as {
      id: number;
      titel: string;
      dato: string;
    }[];

  it('finds documents by title words, with their files and cases', async () => {
    const expected = documents().filter((d) => hasAll(d.titel, ['svar']));
    const result = await search('q=svar&vis=dokumenter');
    expect(result.counts.dokumenter).toEqual(counted(expected.length));
    expect(result.documents.map((d) => d.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((d) => d.id));
    expect(result.documents.every((d) => d.cases.length > 0)).toBe(true);
    expect(result.documents.some((d) => d.files.length > 0)).toBe(true);
  });

  it('keeps documents dated in the range and in the session', async () => {
    const session = store
      .raw()
      .prepare(`SELECT kode, startdato, slutdato FROM "Periode" WHERE kode = '20141'`)
      .get() as { kode: string; startdato: string; slutdato: string };
    const expected = documents().filter(
      (d) =>
        hasAll(d.titel, ['svar']) &&
        d.dato >= '2015-01-01' &&
        d.dato < '2015-04-01' &&
        d.dato >= session.startdato &&
        d.dato < session.slutdato,
    );
    expect(expected.length).toBeGreaterThan(0);
    const result = await search('q=svar&vis=dokumenter&samling=20141&fra=2015-01-01&til=2015-03-31');
    expect(result.counts.dokumenter?.n).toBe(expected.length);
    expect(result.documents.map((d) => d.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((d) => d.id));
  });

  it('keeps the case-type filter: only documents of a case of that type', async () => {
    const ofType = store
      .raw()
      .prepare(
        `SELECT s.typeid, count(DISTINCT sd.dokumentid) n FROM "SagDokument" sd JOIN "Sag" s ON s.id = sd.sagid
         JOIN "Dokument" d ON d.id = sd.dokumentid WHERE d.titel LIKE '%svar%' GROUP BY s.typeid ORDER BY n DESC LIMIT 1`,
      )
      .get() as { typeid: number; n: number };
    const inType = new Set(
      (
        store
          .raw()
          .prepare(
            `SELECT DISTINCT sd.dokumentid FROM "SagDokument" sd JOIN "Sag" s ON s.id = sd.sagid WHERE s.typeid = ?`,
          )
          .all(ofType.typeid) as { dokumentid: number }[]
      ).map((r) => r.dokumentid),
    );
    const expected = documents().filter((d) => hasAll(d.titel, ['svar']) && inType.has(d.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(documents().filter((d) => hasAll(d.titel, ['svar'])).length);
    const result = await search(`q=svar&vis=dokumenter&sagstype=${ofType.typeid}`);
    expect(result.counts.dokumenter).toEqual(counted(expected.length));
    expect(result.documents.map((d) => d.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((d) => d.id));
  });

  it('gives the documents of the numbered cases for a case number', async () => {
    const expected = store
      .raw()
      .prepare(
        `SELECT DISTINCT sd.dokumentid FROM "SagDokument" sd JOIN "Sag" s ON s.id = sd.sagid WHERE s.nummer = 'L 2'`,
      )
      .all() as { dokumentid: number }[];
    expect(expected.length).toBeGreaterThan(0);
    expect((await search('q=L+2&vis=dokumenter')).counts.dokumenter?.n).toBe(expected.length);
  });
});

describe('hit counts of the scopes not shown', () => {
  it('counts a tab as far as its list counts when shown, so the two agree', async () => {
    limits = {};
    for (const q of ['svar', 'lov', 'forslag']) {
      const shown = await search(`q=${q}&vis=dokumenter`);
      expect((await search(`q=${q}`)).counts.dokumenter, q).toEqual(shown.counts.dokumenter);
      const cases = await search(`q=${q}`);
      expect((await search(`q=${q}&vis=dokumenter`)).counts.sager, q).toEqual(cases.counts.sager);
    }
  });

  it('leaves out a count that would need the full-text index walked past filters, and counts it when shown', async () => {
    const query = 'q=svar&fra=2015-01-01&til=2015-03-31';
    limits = { documentScan: 0 };
    const cases = await search(query);
    expect(cases.counts.dokumenter).toBeNull();
    expect(cases.counts.sager).not.toBeNull();
    const documents = await search(`${query}&vis=dokumenter`);
    expect(documents.counts.dokumenter?.n).toBeGreaterThan(0);
    limits = {};
    expect((await search(query)).counts.dokumenter).toEqual(documents.counts.dokumenter);
  });
});

describe('control characters in the search text', () => {
  it.each(['sager', 'dokumenter', 'aktoerer'])(
    'searches %s with a NUL in the text as with a space',
    async (vis) => {
      const withNul = await search(`q=klima%00lov&vis=${vis}`);
      const withSpace = await search(`q=klima+lov&vis=${vis}`);
      expect(withNul).toEqual(withSpace);
    },
  );
});

describe('actor search', () => {
  beforeAll(() => {
    limits = {};
  });

  it('matches every word in the name, whatever the case, persons first', async () => {
    const person = store
      .raw()
      .prepare(`SELECT navn FROM "Aktør" WHERE typeid = 5 ORDER BY id LIMIT 1`)
      .get() as {
      navn: string;
    };
    const surname = person.navn.split(' ').at(-1) ?? '';
    const result = await search(`q=${encodeURIComponent(surname.toUpperCase())}&vis=aktoerer`);
    expect(result.actors.map((a) => a.name)).toContain(person.navn);
    expect(result.actors.every((a) => fold(a.name).includes(fold(surname)))).toBe(true);
    const types = result.actors.map((a) => a.type);
    expect(types.slice(0, types.lastIndexOf('Person') + 1).every((t) => t === 'Person')).toBe(true);
  });

  it('matches a short text against group codes', async () => {
    const result = await search('q=EL&vis=aktoerer');
    expect(result.actors.length).toBeGreaterThan(0);
    expect(result.actors.every((a) => a.groupCode === 'EL')).toBe(true);
  });
});

describe('getSearchOptions', () => {
  it('offers the sessions with cases, newest first, the case types and the plain status groups in use', async () => {
    const options = await getSearchOptions();
    const codes = options.periods.map((p) => p.code);
    expect(codes).toEqual(codes.toSorted().reverse());
    expect(codes).toContain('20141');
    expect(options.caseTypes.map((t) => t.name)).toContain('Lovforslag');
    const inUse = store
      .raw()
      .prepare(`SELECT DISTINCT ss.status FROM "Sag" s JOIN "Sagsstatus" ss ON ss.id = s.statusid`)
      .pluck()
      .all() as string[];
    expect(options.statuses.toSorted()).toEqual(
      [...new Set(inUse.map(toCaseStatusGroup))].filter((g) => g !== null).toSorted(),
    );
  });
});
