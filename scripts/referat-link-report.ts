/**
 * `npm run referat:link-report [-- --db data/test.sqlite] [--top 20]`: how well a store's transcripts are linked to
 * ODA (docs/referat-linking.md): the share of sittings, agenda items, cases and speeches linked, the unlinked
 * speeches by why, and the unlinked printed speakers with the most speeches (candidates for the alias table).
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { linkReport } from '@/lib/referat/link-report';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'data/test.sqlite' }, top: { type: 'string', default: '20' } },
  strict: true,
});
const db = new Database(values.db, { readonly: true, fileMustExist: true });
const report = linkReport(db);
db.close();

const c = report.counts;
const share = (unlinked: number, all: number): string =>
  all === 0 ? '–' : `${(((all - unlinked) / all) * 100).toFixed(2)} % linked (${unlinked} of ${all} not)`;
console.log(`store             ${values.db}`);
console.log(`files             ${c.filesImported} imported, ${c.filesRejected} rejected`);
console.log(`sittings          ${share(c.unlinkedSittings, c.sittings)}`);
console.log(`agenda items      ${share(c.unlinkedItems, c.items)} (items of sittings with their Møde)`);
console.log(`cases             ${c.unlinkedCases} items with a case number not found in their samling`);
console.log(
  `speeches          ${share(c.unlinkedSpeeches, c.speeches)}; ${c.unlinkedSpeakers} distinct unlinked names`,
);
console.log(`events            ${c.events}`);
const why = report.speechesByWhy;
console.log(
  `unlinked speeches by why: unknown name ${why.unknown}, ambiguous name ${why.ambiguous}, no name ${why.unnamed}`,
);
for (const s of report.speakers.slice(0, Number(values.top)))
  console.log(
    `  ${String(s.speeches).padStart(7)}  ${s.why.padEnd(9)} ${s.navn}${s.parti ? ` (${s.parti})` : ''}, ${s.sittings} sittings`,
  );
