import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site.page';

/** A file as the page offers it: its link, the name it downloads as, its exact size and its checksum. */
export interface OfferedFile {
  /** The file's box: the store's, or its row in the CSV list. */
  readonly box: Locator;
  readonly link: Locator;
  readonly fileName: string;
  readonly href: string;
  readonly bytes: number;
  readonly sha256: string;
  /** The rows the page says a CSV file has; null for the store. */
  readonly rows: number | null;
}

/** A file as it arrived in the browser's downloads. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
  readonly sha256: string;
}

/** The data for download (`/data`): the whole store first, each table as CSV, how to use them, the schema. */
export class DataPage extends SitePage {
  readonly heading: Locator;
  /** The one big link: the newest generation's whole store. */
  readonly storeLink: Locator;
  /** The store's box: the link, its size and its checksum. */
  readonly storeBox: Locator;
  readonly csvSection: Locator;
  /** The CSV files' rows, in the page's order. */
  readonly csvRows: Locator;
  readonly usage: Locator;
  readonly terms: Locator;
  readonly schema: Locator;
  /** The notice in place of the files when none are published. */
  readonly noFiles: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    const storeLink = { name: /^(Hent hele databasen|Download the whole database)$/ } as const;
    this.storeLink = this.main.getByRole('link', storeLink);
    // The innermost box around the link (a `has` locator is looked for inside each candidate).
    this.storeBox = this.main
      .locator('div')
      .filter({ has: page.getByRole('link', storeLink) })
      .last();
    this.csvSection = this.main.getByRole('region', { name: /^(Hver tabel som CSV|Each table as CSV)$/ });
    this.csvRows = this.csvSection.getByRole('listitem');
    this.usage = this.main.getByRole('region', { name: /^(Sådan bruger du filerne|How to use the files)$/ });
    this.terms = this.main.getByRole('region', { name: /^(Kilde og vilkår|Source and terms of use)$/ });
    this.schema = this.main.getByRole('region', { name: /^(Tabellernes kolonner|The tables’ columns)$/ });
    this.noFiles = this.main.getByRole('region', { name: /^(Der er ikke udgivet|No files have been)/ });
  }

  async goto(path = '/data'): Promise<void> {
    await this.page.goto(path);
  }

  /** The whole store as the page offers it. */
  async offeredStore(): Promise<OfferedFile> {
    const [file] = await offeredIn(this.storeBox);
    if (!file) throw new Error('the page offers no store');
    return file;
  }

  /** Every CSV file as the page offers it, in the page's order. */
  async offeredCsvFiles(): Promise<OfferedFile[]> {
    return offeredIn(this.csvRows);
  }

  /** The smallest CSV file that has rows: quick to download, and something in it. */
  async smallCsvWithRows(): Promise<OfferedFile> {
    const withRows = (await this.offeredCsvFiles()).filter((file) => (file.rows ?? 0) > 0);
    const [smallest] = withRows.sort((a, b) => a.bytes - b.bytes);
    if (!smallest) throw new Error('the page offers no CSV file with rows');
    return smallest;
  }

  /** Downloads a file by clicking its link, as a reader does, and reads what arrived. */
  async download(file: OfferedFile): Promise<DownloadedFile> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), file.link.click()]);
    const path = await download.path();
    const bytes = await readFile(path);
    return {
      fileName: download.suggestedFilename(),
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }

  /** The column names on a downloaded CSV file's first line. */
  static csvHeader(file: DownloadedFile): string[] {
    const text = gunzipSync(file.bytes).toString('utf8');
    return (text.split(/\r?\n/, 1)[0] ?? '').split(',');
  }

  /** Follows a CSV row's link to its table's columns, and returns the column names the schema lists there. */
  async columnsOf(file: OfferedFile): Promise<string[]> {
    await file.box.getByRole('link', { name: /^(Kolonner i|Columns of) / }).click();
    const columns = this.targetTable();
    await expect(columns).toBeInViewport();
    return columns.getByRole('rowheader').locator('code').allInnerTexts();
  }

  /** The columns of the table the address's fragment names (`#tabel-Sag`). */
  targetTable(): Locator {
    return this.schema.locator(':target').getByRole('table');
  }

  /** A table's section in the schema, by the table's name. */
  tableSection(name: string): Locator {
    return this.schema.getByRole('region', { name: new RegExp(`^${name} \\d+ (kolonner|columns)$`) });
  }
}

/**
 * The files in `boxes` (each a file's box: its link first, its exact size in `data-bytes`, its checksum as a code of
 * 64 hex digits, its rows as the page words them), read in one go: the page lists over fifty.
 */
async function offeredIn(boxes: Locator): Promise<OfferedFile[]> {
  const read = await boxes.evaluateAll((all) =>
    all.map((box) => {
      const link = box.querySelector('a');
      const sha256 = [...box.querySelectorAll('code')].find((c) =>
        /^[0-9a-f]{64}$/.test(c.textContent ?? ''),
      );
      const rows = /(\d[\d.,]*) (?:rækker?|rows?)(?![a-z])/.exec(box.textContent ?? '');
      return {
        fileName: link?.getAttribute('download') ?? '',
        href: link?.getAttribute('href') ?? '',
        bytes: Number(box.querySelector('[data-bytes]')?.getAttribute('data-bytes')),
        sha256: sha256?.textContent ?? '',
        rows: rows ? Number((rows[1] ?? '').replace(/[.,]/g, '')) : null,
      };
    }),
  );
  return read.map((file, i) => {
    if (!file.fileName || !file.href || !file.bytes || !file.sha256)
      throw new Error(`file ${i} is offered without its name, address, size or checksum`);
    const box = boxes.nth(i);
    return { ...file, box, link: box.getByRole('link').first() };
  });
}
