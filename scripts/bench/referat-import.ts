/**
 * `npm run bench:referat-import [-- --store data/test.sqlite --sittings 300 --speeches 430 --indexes]`: imports synthetic
 * parsed sittings (lib/referat/types.ts, built here in code) through lib/referat/import-sitting.ts into a copy of
 * a store, and prints the speeches per second of the import alone (building the sittings is not timed), the
 * characters per second and what stayed unlinked. The sittings are the store's own plenary meetings, oldest first,
 * with its agenda items and cases; speakers are the members seated on the day (with their party), ministers by
 * title only, and one unknown name in fifty speeches; speeches average ~600 characters in 1–2 segments, as the real
 * corpus does (~480 M characters in ~800,000 speeches). The copy is made in a temporary directory and removed.
 * The budget: the full-scale corpus (~800,000 speeches) imports in well under its 6-minute build, which
 * needs ≥ 20,000 speeches/s. The store is opened as the generator opens it (no journal, no fsync).
 */
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { importSitting } from '@/lib/referat/import-sitting';
import { fileOf, item, segment, sitting, speaker, speech } from '@/lib/referat/parsed-sitting.fixture';
import { relinkSittings } from '@/lib/referat/relink-sittings';
import type { ParsedItem, ParsedSitting, PrintedSpeaker } from '@/lib/referat/types';
import { partyMembershipOn, readPartyMemberships } from '@/lib/store/party-membership';
import { referatCounts } from '@/lib/store/referat-counts';
import {
  selectAgendaItems,
  selectMinisterTitles,
  selectNumberedCases,
  selectPlenaryMeetings,
  selectSpeakerCandidates,
} from '@/lib/store/referat-link';
import { REFERAT_DDL, REFERAT_INDEX_DDL } from '@/lib/store/referat-schema';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'data/test.sqlite' },
    sittings: { type: 'string', default: '300' },
    speeches: { type: 'string', default: '430' },
    indexes: { type: 'boolean', default: false },
  },
  strict: true,
});
const sittingCount = Number(values.sittings);
const perSitting = Number(values.speeches);
if (!(sittingCount > 0 && perSitting > 0 && perSitting < 9_000)) {
  console.error('bench:referat-import: --sittings and --speeches must be positive (speeches < 9,000)');
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-bench-referat-'));
const file = path.join(dir, 'store.sqlite');
copyFileSync(values.store, file);
const db = new Database(file);
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.pragma('cache_size = -262144');
// A store made before the debates' tables (an older full-scale store) gets them.
for (const ddl of REFERAT_DDL) db.exec(ddl.replace('CREATE TABLE', 'CREATE TABLE IF NOT EXISTS'));
// --indexes: the debates' indexes exist while importing, as in a mirror (the generator makes them after its load).
if (values.indexes)
  for (const ddl of REFERAT_INDEX_DDL) db.exec(ddl.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'));

/** A small deterministic generator (mulberry32), so every run imports the same text. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(1);
const WORDS =
  'forslaget regeringen ordfører lovforslag udvalget borgerne kommunerne skatten velfærd ansvar aftale partierne folketinget ministeren debatten beskæftigelse klimaet sundhed ældre børn'.split(
    ' ',
  );
const paragraph = (chars: number): string => {
  const words: string[] = [];
  let n = 0;
  while (n < chars) {
    const w = WORDS[Math.floor(rnd() * WORDS.length)] ?? 'og';
    words.push(w);
    n += w.length + 1;
  }
  return `${words.join(' ')}.`;
};

const persons = selectSpeakerCandidates(db).filter((p) => p.typeid === 5 && p.fornavn && p.efternavn);
const memberships = readPartyMemberships(db);
const titles = selectMinisterTitles(db).flatMap((t) => (t.navn ? [t.navn] : []));

function speakersOn(date: string): PrintedSpeaker[] {
  const seated = persons.flatMap((p) => {
    const m = partyMembershipOn(memberships.get(p.id), date);
    return m?.code ? [speaker({ firstName: p.fornavn, lastName: p.efternavn, party: m.code })] : [];
  });
  return seated.length > 0 ? seated : [speaker({ firstName: 'Ingen', lastName: 'Medlemmer' })];
}

const time = (date: string, seconds: number): string =>
  new Date(Date.parse(`${date.slice(0, 10)}T10:00:00Z`) + seconds * 1000).toISOString().slice(0, 19);

const agendas = new Map<number, ReturnType<typeof selectAgendaItems>>();
function agendaOf(periodeid: number): ReturnType<typeof selectAgendaItems> {
  let rows = agendas.get(periodeid);
  if (!rows) {
    rows = selectAgendaItems(db, periodeid);
    agendas.set(periodeid, rows);
  }
  return rows;
}

function build(meeting: ReturnType<typeof selectPlenaryMeetings>[number]): ParsedSitting {
  const date = meeting.dato.slice(0, 10);
  const seated = speakersOn(meeting.dato);
  const agenda = agendaOf(meeting.periodeid).filter((a) => a.moedeid === meeting.id && a.nummer !== null);
  const cases = selectNumberedCases(db, meeting.periodeid).filter((c) => /^[LBFV] \d+$/.test(c.nummer));
  const itemCount = Math.max(1, agenda.length);
  const items: ParsedItem[] = [];
  let ordinal = 0;
  let clock = 0;
  for (let k = 0; k < itemCount; k++) {
    const entries = [];
    const count = Math.floor(perSitting / itemCount) + (k < perSitting % itemCount ? 1 : 0);
    for (let j = 0; j < count; j++) {
      ordinal++;
      const r = rnd();
      const who =
        r < 0.02
          ? speaker({ firstName: 'Ukendt', lastName: `Taler ${ordinal % 7}` })
          : r < 0.12 && titles.length > 0
            ? speaker({ role: 'minister', title: titles[Math.floor(rnd() * titles.length)] ?? null })
            : (seated[Math.floor(rnd() * seated.length)] as PrintedSpeaker);
      const segments = [];
      for (let g = rnd() < 0.2 ? 2 : 1; g > 0; g--) {
        const paragraphs = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () =>
          paragraph(60 + rnd() * 280),
        );
        const start = clock;
        clock += 20 + Math.floor(rnd() * 200);
        segments.push(segment(paragraphs, time(date, start), time(date, clock)));
      }
      entries.push(speech(ordinal, who, segments, rnd() < 0.1 ? 'Ordfører' : null));
    }
    const c = cases[k % Math.max(1, cases.length)];
    const [caseType, caseNumber] = c ? c.nummer.split(' ') : [null, null];
    items.push(
      item(agenda[k]?.nummer ?? String(k + 1), entries, { caseType, caseNumber: caseNumber ?? null }),
    );
  }
  return sitting(meeting.kode, Number(meeting.nummer), date, items);
}

const meetings = selectPlenaryMeetings(db).filter((m) => /^\d{5}$/.test(m.kode) && Number(m.nummer) < 1000);
const chosen = meetings.slice(0, sittingCount);
if (chosen.length < sittingCount)
  console.log(`(the store has ${chosen.length} plenary meetings; importing those)`);
const bytesBefore = statSync(file).size;
let importMs = 0;
let speeches = 0;
let chars = 0;
for (const meeting of chosen) {
  const parsed = build(meeting);
  for (const it of parsed.items)
    for (const e of it.entries)
      if (e.kind === 'speech')
        for (const s of e.segments) for (const p of s.paragraphs) chars += p.length + 1;
  const started = performance.now();
  speeches += importSitting(db, parsed, fileOf(parsed)).speeches;
  importMs += performance.now() - started;
}
const again = chosen[0] ? build(chosen[0]) : null;
const reimportStarted = performance.now();
if (again) importSitting(db, again, fileOf(again));
const reimportMs = performance.now() - reimportStarted;
const grown = statSync(file).size - bytesBefore;
// Without --indexes, the debates' indexes are made after the load, as the generator does: timed too.
const indexStarted = performance.now();
if (!values.indexes) for (const ddl of REFERAT_INDEX_DDL) db.exec(ddl);
const indexMs = performance.now() - indexStarted;
const countsStarted = performance.now();
const counts = referatCounts(db);
const countsMs = performance.now() - countsStarted;
const relinkStarted = performance.now();
const relinked = relinkSittings(db);
const relinkMs = performance.now() - relinkStarted;
const idleStarted = performance.now();
const idle = relinkSittings(db);
const idleMs = performance.now() - idleStarted;
db.close();
const indexBytes = statSync(file).size - bytesBefore - grown;
rmSync(dir, { recursive: true, force: true });

console.log(`store             ${values.store} (a copy)`);
console.log(`sittings          ${chosen.length}`);
console.log(`speeches          ${speeches}`);
console.log(`characters        ${(chars / 1e6).toFixed(1)} M`);
console.log(`import time       ${(importMs / 1000).toFixed(2)} s`);
console.log(`speeches/s        ${Math.round(speeches / (importMs / 1000))}`);
console.log(`characters/s      ${(chars / 1e6 / (importMs / 1000)).toFixed(1)} M`);
console.log(`re-import 1       ${reimportMs.toFixed(1)} ms (replacing a sitting of ${perSitting} speeches)`);
console.log(
  `store grew        ${(grown / 1024 / 1024).toFixed(1)} MB (${values.indexes ? 'with' : 'no'} indexes)`,
);
if (!values.indexes)
  console.log(
    `indexes after     ${(indexMs / 1000).toFixed(2)} s, ${(indexBytes / 1024 / 1024).toFixed(1)} MB (REFERAT_INDEX_DDL)`,
  );
console.log(`referatCounts     ${countsMs.toFixed(1)} ms (the /metrics read)`);
console.log(
  `relinkSittings    ${relinkMs.toFixed(1)} ms over every unlinked row (linked ${relinked.speeches} speeches), ${idleMs.toFixed(2)} ms idle (ran: ${idle.ran})`,
);
console.log(
  `unlinked          ${counts.unlinkedSpeeches} speeches (${counts.unlinkedSpeakers} names), ${counts.unlinkedCases} cases, ${counts.unlinkedSittings} sittings`,
);
