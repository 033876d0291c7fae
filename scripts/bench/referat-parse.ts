/**
 * `npm run bench:referat-parse -- --dir <dir>`: the transcript parser (lib/referat/parse-referat.ts) over every
 * `*.xml` under a directory, one file at a time as the sync reads them — read, parse, let go. Prints files, MB,
 * seconds, files/s and MB/s (reading included), CPU seconds, speeches, events and items, the rejected files with
 * their reasons, and memory: the peak RSS (sampled after every file, and the process's high-water mark) and the RSS
 * after the first 10 % of files beside the RSS at the end — equal within noise when memory is flat in file count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseReferat } from '@/lib/referat/parse-referat';
import { ReferatRejectedError } from '@/lib/referat/referat-error';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
if (values.dir === undefined) {
  console.error('usage: npm run bench:referat-parse -- --dir <directory of transcript XML files>');
  process.exit(2);
}
const root = path.resolve(values.dir);

function xmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return xmlFiles(full);
      return entry.isFile() && entry.name.toLowerCase().endsWith('.xml') ? [full] : [];
    })
    .sort();
}

const files = xmlFiles(root);
if (files.length === 0) {
  console.error(`no *.xml files under ${root}`);
  process.exit(1);
}

const mb = (bytes: number) => bytes / 1_000_000;
const tenPercent = Math.max(1, Math.round(files.length / 10));
let bytes = 0;
let speeches = 0;
let events = 0;
let items = 0;
let peakRss = process.memoryUsage.rss();
let rssAtTenPercent = 0;
const rejected: { file: string; reason: string }[] = [];

const cpuStart = process.cpuUsage();
const started = performance.now();
for (const [index, file] of files.entries()) {
  const xml = readFileSync(file);
  bytes += xml.length;
  try {
    const sitting = parseReferat(xml, path.relative(root, file));
    items += sitting.items.length;
    for (const item of sitting.items)
      for (const entry of item.entries) {
        if (entry.kind === 'speech') speeches++;
        else events++;
      }
  } catch (error) {
    if (!(error instanceof ReferatRejectedError)) throw error;
    rejected.push({ file: error.file, reason: error.reason });
  }
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) peakRss = rss;
  if (index + 1 === tenPercent) rssAtTenPercent = rss;
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
const rssAtEnd = process.memoryUsage.rss();

const row = (label: string, value: string) => console.log(`${label.padEnd(40)} ${value}`);
console.log(`directory ${root}\n`);
row('files', files.length.toLocaleString('en'));
row('MB of XML', mb(bytes).toFixed(1));
row('seconds (read + parse)', seconds.toFixed(2));
row('CPU seconds (user + system)', ((cpu.user + cpu.system) / 1e6).toFixed(2));
row('files/s', (files.length / seconds).toFixed(1));
row('MB/s', (mb(bytes) / seconds).toFixed(1));
row('speeches', speeches.toLocaleString('en'));
row('events', events.toLocaleString('en'));
row('items', items.toLocaleString('en'));
row('rejected files', rejected.length.toLocaleString('en'));
row('peak RSS, sampled per file (MB)', mb(peakRss).toFixed(0));
row('peak RSS, high-water mark (MB)', mb(process.resourceUsage().maxRSS * 1024).toFixed(0));
row(`RSS after first 10 % (${tenPercent} files) (MB)`, mb(rssAtTenPercent).toFixed(0));
row('RSS at the end (MB)', mb(rssAtEnd).toFixed(0));
for (const { file, reason } of rejected) console.log(`  rejected ${file}: ${reason}`);
