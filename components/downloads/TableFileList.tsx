import { danishLang } from '@/components/ui/DanishText';
import type { DownloadFile } from '@/lib/data/downloads/types';
import { formatCount } from '@/lib/format/numbers';
import { format, type Locale } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { localePath } from '@/lib/routes';
import { Checksum } from './Checksum';
import { downloadsMessages } from './downloads-messages';
import { FileSize } from './FileSize';
import { tableAnchor } from './table-anchor';

/**
 * The CSV files of a generation, one row each: the file as a download link, its table where the file's name spells
 * it otherwise (`Aktoer.csv.gz` holds `Aktør`), its rows and size, its checksum and, when the page describes the
 * table (`described`), a link to its columns.
 */
export async function TableFileList({
  files,
  described,
}: {
  files: readonly DownloadFile[];
  described: ReadonlySet<string>;
}) {
  const [locale, t] = await Promise.all([getLocale(), getMessages(downloadsMessages)]);
  return (
    <ul className="rows">
      {files.map((file) => (
        <li key={file.href} className="space-y-1 py-3">
          <a
            href={localePath(locale, file.href)}
            download={file.fileName}
            className="title-link font-mono font-semibold break-all"
          >
            {file.fileName}
          </a>
          <p className="row-meta">
            {file.table && !file.fileName.startsWith(`${file.table}.`) ? (
              <span lang={danishLang(locale)}>{file.table} · </span>
            ) : null}
            {rowCount(file.rows, locale, t)} · <FileSize bytes={file.bytes} locale={locale} />
            {file.table && described.has(file.table) ? (
              <>
                {' · '}
                <a href={`#${tableAnchor(file.table)}`} className="text-link target">
                  {t.columns}
                  <span className="sr-only"> {format(t.ofTable, { table: file.table })}</span>
                </a>
              </>
            ) : null}
          </p>
          <Checksum sha256={file.sha256} />
        </li>
      ))}
    </ul>
  );
}

function rowCount(
  rows: number | null,
  locale: Locale,
  t: { readonly rows: string; readonly oneRow: string },
): string | null {
  if (rows === null) return null;
  return rows === 1 ? t.oneRow : format(t.rows, { n: formatCount(locale, rows) });
}
