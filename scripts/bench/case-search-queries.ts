import type Database from 'better-sqlite3';
import { caseStatusSlug, toCaseStatusGroup } from '@/lib/data/cases/case-status';

/** What the case-search benchmark measures, picked from the store rather than hard-coded. */
export interface BenchCases {
  readonly pages: readonly { readonly label: string; readonly path: string }[];
  /** The newest session with cases (its `Periode.kode`) and the one before it. */
  readonly session: string;
  readonly previousSession: string;
  /** A lovforslag's number, for the case-number searches. */
  readonly billNumber: string;
  /** The plain status group most lovforslag are in (its URL value, e.g. 'vedtaget'). */
  readonly billStatus: string;
}

export function benchCases(db: Database.Database): BenchCases {
  const bill = db
    .prepare(
      `SELECT s.id, s.nummer,
         (SELECT count(*) FROM "Sagstrin" st WHERE st.sagid = s.id) AS steps,
         (SELECT count(*) FROM "SagDokument" d WHERE d.sagid = s.id) AS docs
       FROM "Sag" s WHERE s.typeid = 3 ORDER BY steps DESC, docs DESC, s.id DESC LIMIT 1`,
    )
    .get() as { id: number; nummer: string; steps: number; docs: number };
  const almdel = db
    .prepare(
      `SELECT s.id, s.nummer, count(*) AS docs FROM "SagDokument" d JOIN "Sag" s ON s.id = d.sagid
       WHERE s.typeid = 4 GROUP BY s.id ORDER BY docs DESC, s.id DESC LIMIT 1`,
    )
    .get() as { id: number; nummer: string; docs: number };
  const sessions = db
    .prepare(
      `SELECT p.kode FROM "Periode" p WHERE p.type = 'samling' AND EXISTS (SELECT 1 FROM "Sag" s WHERE s.periodeid = p.id)
       ORDER BY p.startdato DESC LIMIT 3`,
    )
    .all() as { kode: string }[];
  const status = db
    .prepare(
      `SELECT ss.status FROM "Sag" s JOIN "Sagsstatus" ss ON ss.id = s.statusid WHERE s.typeid = 3
       GROUP BY s.statusid ORDER BY count(*) DESC LIMIT 1`,
    )
    .get() as { status: string };
  const lastDocPage = Math.ceil(almdel.docs / 20);
  return {
    pages: [
      { label: `${bill.nummer} (${bill.steps} steps, ${bill.docs} documents)`, path: `/sag/${bill.id}` },
      { label: `${almdel.nummer} (${almdel.docs} documents)`, path: `/sag/${almdel.id}` },
      { label: `${almdel.nummer}, last documents page`, path: `/sag/${almdel.id}?dokside=${lastDocPage}` },
    ],
    // The newest session may have just started; the one before is a full year.
    session: sessions[1]?.kode ?? sessions[0]?.kode ?? '',
    previousSession: sessions[2]?.kode ?? sessions[1]?.kode ?? '',
    billNumber: bill.nummer,
    billStatus: caseStatusSlug(toCaseStatusGroup(status.status) ?? 'concluded'),
  };
}

/**
 * The kinds of search whose p95 the issue sets a goal for (one word, two words, a case number; over cases and
 * documents), and the rest (filters without text, short text, actors, deep pages).
 */
export type SearchClass = 'one word' | 'two words' | 'case number' | 'other';

export const SEARCH_CLASSES: readonly SearchClass[] = ['one word', 'two words', 'case number', 'other'];

/** The class of a search by its parameters: its text, and no filters but the scope and sort. */
function classOf(params: Record<string, string>): SearchClass {
  const { q: text = '', vis, sorter, ...filters } = params;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (Object.keys(filters).length > 0 || vis === 'aktoerer' || words.length === 0) return 'other';
  if (/^(aktstk\.?|[lbrsfv])\s*\d+$/i.test(text.trim())) return 'case number';
  if (words.length === 1) return words[0] && words[0].length >= 3 ? 'one word' : 'other';
  return words.length === 2 ? 'two words' : 'other';
}

/** About 40 searches: common and rare words, several words, case numbers, short text, filters, scopes, paging. */
export function searchQueries(c: BenchCases): { label: string; query: string; class: SearchClass }[] {
  const q = (label: string, params: Record<string, string>) => ({
    label,
    query: new URLSearchParams(params).toString(),
    class: classOf(params),
  });
  return [
    q('common word: lov', { q: 'lov' }),
    q('common word: forslag', { q: 'forslag' }),
    q('common word: ændring', { q: 'ændring' }),
    q('word: skat', { q: 'skat' }),
    q('word: klima', { q: 'klima' }),
    q('word: fiskeri', { q: 'fiskeri' }),
    q('word: børn', { q: 'børn' }),
    q('word: pension', { q: 'pension' }),
    q('word: sygehus', { q: 'sygehus' }),
    q('rare word: konkursrytteri', { q: 'konkursrytteri' }),
    q('rare word: minimumsnormeringerne', { q: 'minimumsnormeringerne' }),
    q('no hits: xylofonvirksomhed', { q: 'xylofonvirksomhed' }),
    q('spelt out: boligomraader', { q: 'boligomraader' }),
    q('typo: boligomrder', { q: 'boligomrder' }),
    q('typo: fiskrei', { q: 'fiskrei' }),
    q('newest first: skat', { q: 'skat', sorter: 'nyeste' }),
    q('two words: klima energi', { q: 'klima energi' }),
    q('two words: skat pension', { q: 'skat pension' }),
    q('two words: udfasning naturgas', { q: 'udfasning naturgas' }),
    q('two words: lov ændring', { q: 'lov ændring' }),
    q('three words: lov om skat (om left out)', { q: 'lov om skat' }),
    q(`case number: ${c.billNumber}`, { q: c.billNumber }),
    q('case number: B 12', { q: 'B 12' }),
    q('case number: L5', { q: 'L5' }),
    q('case number: s 20', { q: 's 20' }),
    q('short text: EU', { q: 'EU' }),
    q('browse: lovforslag, newest session', { sagstype: '3', samling: c.session }),
    q('forslag + lovforslag + session', { q: 'forslag', sagstype: '3', samling: c.session }),
    q('lov + status', { q: 'lov', status: c.billStatus }),
    q('klima + session', { q: 'klima', samling: c.previousSession }),
    q('skat + date range (1 year)', { q: 'skat', fra: '2020-01-01', til: '2020-12-31' }),
    q('fiskeri + type + dates', { q: 'fiskeri', sagstype: '10', fra: '2016-01-01', til: '2019-12-31' }),
    q('lov, page 25', { q: 'lov', side: '25' }),
    q('documents: svar', { q: 'svar', vis: 'dokumenter' }),
    q('documents: høringssvar', { q: 'høringssvar', vis: 'dokumenter' }),
    q('documents: svar + 1 month', { q: 'svar', vis: 'dokumenter', fra: '2019-03-01', til: '2019-03-31' }),
    q('documents: betænkning + session', { q: 'betænkning', vis: 'dokumenter', samling: c.session }),
    q(`documents of ${c.billNumber}`, { q: c.billNumber, vis: 'dokumenter' }),
    q('documents: klima', { q: 'klima', vis: 'dokumenter' }),
    q('documents: klima energi', { q: 'klima energi', vis: 'dokumenter' }),
    q('actors: jensen', { q: 'jensen', vis: 'aktoerer' }),
    q('actors: udvalget', { q: 'udvalget', vis: 'aktoerer' }),
    q('actors: party code S', { q: 'S', vis: 'aktoerer' }),
  ];
}
