import { CodeText } from '@/components/ui/CodeText';
import { danishLang } from '@/components/ui/DanishText';
import type { TableDoc } from '@/lib/data/downloads/types';
import { format, type Locale } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { downloadsMessages } from './downloads-messages';
import { tableAnchor } from './table-anchor';

type Texts = (typeof downloadsMessages)[Locale];

/**
 * The schema, table by table: a list of the tables to jump to, then each table's section (its id the target of the
 * list and of the CSV files' links) with ODA's description and its columns — name, type, whether it may be empty,
 * and ODA's description or a plain word that ODA gives none. Plain sections rather than folded ones: a link to a
 * table, and the browser's find, land on its columns in every browser, without JavaScript. The schema comes last
 * on the page, so its length is in nobody's way.
 */
export async function DataDictionary({
  tables,
  synthetic,
}: {
  tables: readonly TableDoc[];
  synthetic: boolean;
}) {
  const [locale, t] = await Promise.all([getLocale(), getMessages(downloadsMessages)]);
  return (
    <div className="space-y-4">
      <p className="max-w-prose">
        <CodeText text={t.schemaIntro} />
        {synthetic ? ` ${t.schemaSynthetic}` : null}
      </p>
      <nav aria-label={t.tables}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {tables.map((table) => (
            <li key={table.name}>
              <a href={`#${tableAnchor(table.name)}`} className="text-link target font-mono text-sm">
                {table.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="divide-y divide-stone-300">
        {tables.map((table) => (
          <TableSection key={table.name} table={table} locale={locale} t={t} />
        ))}
      </div>
    </div>
  );
}

function TableSection({ table, locale, t }: { table: TableDoc; locale: Locale; t: Texts }) {
  const id = tableAnchor(table.name);
  return (
    <section id={id} aria-labelledby={`${id}-titel`} className="scroll-mt-4 space-y-2 py-4">
      <h3 id={`${id}-titel`} className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-mono text-lg font-semibold">{table.name}</span>{' '}
        <span className="row-meta font-normal">{format(t.columnCount, { n: table.columns.length })}</span>
      </h3>
      <p className="max-w-prose">
        {table.own ? (
          t.ownTable
        ) : table.description ? (
          <span lang={danishLang(locale)}>{table.description}</span>
        ) : (
          <span className="text-stone-700">{t.noDescription}</span>
        )}
      </p>
      <table className={COLUMN_TABLE}>
        <caption className="sr-only">{format(t.columnsOf, { table: table.name })}</caption>
        <tbody>
          {table.columns.map((column) => (
            <tr key={column.name}>
              <th scope="row">
                <code>{column.name}</code>
                <div>
                  {typeName(column.type, t)} ({column.type}){column.nullable ? `, ${t.mayBeEmpty}` : null}
                </div>
              </th>
              {column.description ? (
                <td lang={danishLang(locale)}>{column.description}</td>
              ) : (
                <td className="text-stone-700">{table.own ? null : t.noDescription}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A table's columns: the name and type in the row's header, ODA's description beside it. The cells' look is set
 * once here rather than on each of some 400 rows, which the page's HTML (and its React payload) would repeat.
 */
const COLUMN_TABLE =
  'w-full border-y border-stone-200 text-left [&_tr]:border-b [&_tr]:border-stone-200 [&_th]:w-2/5 [&_th]:py-2 [&_th]:pr-3 [&_th]:align-top [&_th]:font-normal [&_th_code]:font-mono [&_th_code]:font-semibold [&_th_code]:break-all [&_th_div]:text-sm [&_th_div]:text-stone-700 [&_td]:py-2 [&_td]:align-top';

/** A column's type in words: the model's EDM types and SQLite's declared ones; others only as written. */
function typeName(type: string, t: Texts): string {
  switch (type.toUpperCase()) {
    case 'EDM.INT32':
    case 'EDM.INT16':
    case 'INTEGER':
      return t.typeInteger;
    case 'EDM.STRING':
    case 'TEXT':
      return t.typeText;
    case 'EDM.DATETIME':
      return t.typeDateTime;
    case 'EDM.BOOLEAN':
      return t.typeBoolean;
    default:
      return '';
  }
}
