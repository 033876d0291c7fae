/**
 * `npm run bench:first-screen -- --url http://127.0.0.1:3000 [--db data/test.sqlite]`: what a reader sees before
 * scrolling. For each page type (ids from the store, as bench:pages picks them), in Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) on a phone (390×844, touch, DPR 3) and on a laptop (1280×800):
 * - chrome: the height in CSS px of everything above the page's own content (the banner landmark: demo notice,
 *   header, menu);
 * - h1: where the page's heading starts; page: the whole page's height;
 * - on the phone, the words of the first screen (844 px), line by line as the screen shows them (`--brief`: not).
 * Measures a running server (`npx tsx scripts/serve.ts`); it never starts one itself. Not part of `npm test`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { type PageTarget, pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string', default: 'data/test.sqlite' },
    brief: { type: 'boolean', default: false },
  },
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** The page types of the issue's figures, picked from bench:pages' targets. */
const WANTED: readonly (readonly [string, string])[] = [
  ['vote', 'vote'],
  ['vote, longest title', 'vote (longest title)'],
  ['case', 'case'],
  ['meeting', 'meeting (plenary, median)'],
  ['politician', 'actor'],
  ['party', 'party (largest)'],
  ['home', 'home'],
  ['search', 'search "klima"'],
];

/** The vote with member ballots whose case has the longest titles: the page whose answer sits lowest. */
function longestVote(db: Database.Database): PageTarget[] {
  const row = db
    .prepare(
      `SELECT a.id FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid JOIN "Sag" s ON s.id = st.sagid
       WHERE EXISTS (SELECT 1 FROM "Stemme" x WHERE x.afstemningid = a.id)
       ORDER BY length(coalesce(s.titelkort, '')) + length(coalesce(s.titel, '')) DESC, a.id DESC LIMIT 1`,
    )
    .get() as { id: number } | undefined;
  return row ? [{ name: 'vote (longest title)', path: `/afstemning/${row.id}` }] : [];
}

interface Figures {
  readonly chrome: number;
  readonly h1: number | null;
  readonly page: number;
  readonly words: readonly string[];
}

/** Chrome height, heading position, page height and the first screen's text blocks of the loaded page. */
function measure(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const banner = document.querySelector('body > header, [role="banner"]');
    const chrome = banner ? banner.getBoundingClientRect().bottom + window.scrollY : 0;
    const h1 = document.querySelector('main h1');
    const fold = window.innerHeight;
    // Visible text nodes whose first line starts above the fold, gathered into the screen's lines (same top ± 6 px).
    const lines: { top: number; parts: { left: number; right: number; text: string }[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = [...range.getClientRects()].find((r) => r.width > 1 && r.height > 1);
      // Off the screen: below the fold, or sideways out of a scrolling row.
      if (!rect || rect.top >= fold || rect.bottom <= 0 || rect.left >= window.innerWidth || rect.right <= 0)
        continue;
      // Not shown: hidden (a closed <details>' content included), or for screen readers only (an ancestor clipped
      // to a pixel, Tailwind's sr-only). Written inline: tsx names nested functions with a helper the browser lacks.
      let shown = parent.checkVisibility({ contentVisibilityAuto: true });
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        const style = getComputedStyle(a);
        if (
          ((box.width <= 1 || box.height <= 1) && style.overflow === 'hidden') ||
          style.visibility === 'hidden' ||
          style.opacity === '0'
        )
          shown = false;
      }
      if (!shown) continue;
      const part = { left: rect.left, right: rect.right, text };
      const line = lines.find((l) => Math.abs(l.top - rect.top) <= 6);
      if (line) line.parts.push(part);
      else lines.push({ top: rect.top, parts: [part] });
    }
    lines.sort((a, b) => a.top - b.top);
    return {
      chrome: Math.round(chrome),
      h1: h1 ? Math.round(h1.getBoundingClientRect().top + window.scrollY) : null,
      page: Math.round(document.documentElement.scrollHeight),
      // A line's parts as the text has them; a space added between parts set apart on screen ('95' '8' in a grid).
      words: lines.map((l) =>
        l.parts
          .sort((a, b) => a.left - b.left)
          .map((p, i, all) => (i > 0 && p.left - (all[i - 1]?.right ?? 0) > 2 ? ` ${p.text}` : p.text))
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    };
  });
}

async function figures(browser: Browser, device: typeof PHONE | typeof LAPTOP, url: string) {
  const context = await browser.newContext({ ...device, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const status = response?.status() ?? 0;
  // The share button shows once the page has hydrated (components/ui/ShareButton.tsx): wait for it where the page
  // has one, so a busy machine does not measure the page before it (home and search have none: 3 s lost there).
  await page
    .getByRole('button', { name: /^(Kopiér link|Del)$/ })
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  const result = await measure(page);
  await context.close();
  return { status, ...result };
}

async function main(): Promise<void> {
  if (!values.url) {
    console.error(
      'Give the running server: --url http://127.0.0.1:3000 (npx tsx scripts/serve.ts serves one).',
    );
    process.exit(2);
  }
  const base = values.url.replace(/\/$/, '');
  const store = new Database(path.resolve(values.db ?? 'data/test.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  const targets: PageTarget[] = [...pickPages(store), ...longestVote(store)];
  store.close();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const px = (n: number | null) => (n === null ? '—' : `${n} px`).padStart(9);
  const rows: string[] = [];
  const screens: string[] = [];
  try {
    for (const [name, target] of WANTED) {
      const found = targets.find((t) => t.name === target);
      if (!found) throw new Error(`bench:pages has no target named ${target}`);
      const url = `${base}${found.path}`;
      const phone = await figures(browser, PHONE, url);
      const laptop = await figures(browser, LAPTOP, url);
      rows.push(
        [
          `${name} ${found.path}`.padEnd(34),
          phone.status === 200 ? '' : `[${phone.status}] `,
          px(phone.chrome),
          px(phone.h1),
          px(phone.page),
          '  ',
          px(laptop.chrome),
          px(laptop.h1),
          px(laptop.page),
        ].join(' '),
      );
      screens.push(
        `## ${name} (${found.path}), first 844 px on a 390 px phone`,
        ...phone.words.map((w) => `  ${w}`),
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`first screen, ${base}`);
  console.log(''.padEnd(35), '------- phone 390×844 --------', '    ------- laptop 1280×800 ------');
  console.log(
    'page'.padEnd(35),
    '   chrome',
    '       h1',
    '     page',
    '   ',
    '   chrome',
    '       h1',
    '     page',
  );
  for (const row of rows) console.log(row);
  if (!values.brief) {
    console.log();
    for (const line of screens) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
