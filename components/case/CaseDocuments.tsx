import { DocumentFiles } from '@/components/document/DocumentFiles';
import { DocumentTitleLink } from '@/components/document/DocumentTitleLink';
import { DotList } from '@/components/ui/DotList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { Pager } from '@/components/ui/Pager';
import { TermText } from '@/components/ui/TermText';
import type { CaseDocument } from '@/lib/data/cases/types';
import type { Paged } from '@/lib/data/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { casePath } from '@/lib/routes';
import { CASE_DOCUMENTS_PAGE_PARAM, PanelPage } from '@/lib/url-state/page-params';

const messages = defineMessages({
  da: {
    heading: 'Dokumenter',
    count: '{total} dokumenter, nyeste først.',
    one: '1 dokument.',
    none: 'Sagen har ingen dokumenter i datasættet.',
    list: 'Sagens dokumenter',
    pages: 'Dokumentsider',
    annex: 'bilag {number}',
    untitled: 'Dokument {id}',
    file: 'Fil',
  },
  en: {
    heading: 'Documents',
    count: '{total} documents, newest first.',
    one: '1 document.',
    none: 'The case has no documents in the dataset.',
    list: 'The case’s documents',
    pages: 'Document pages',
    annex: 'annex {number}',
    untitled: 'Document {id}',
    file: 'File',
  },
});

type Texts = Readonly<Record<keyof (typeof messages)['da'], string>>;

/**
 * All of a case's documents with their role, type, date and files, a page at a time (an Alm. del case has hundreds)
 * with plain links between pages, so paging works without JavaScript.
 */
export function CaseDocuments({
  caseId,
  result,
  locale,
}: {
  caseId: number;
  result: Paged<CaseDocument>;
  locale: Locale;
}) {
  const t = messages[locale];
  const pages = new PanelPage(casePath(caseId), CASE_DOCUMENTS_PAGE_PARAM, 'dokumenter', result.page);
  return (
    <section id="dokumenter" aria-labelledby="dokumenter-titel" className="scroll-mt-4 space-y-3">
      <h2 id="dokumenter-titel" className="text-2xl font-semibold">
        {t.heading}
      </h2>
      {result.total === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <>
          <p className="text-stone-700">
            {result.total === 1 ? t.one : format(t.count, { total: formatCount(locale, result.total) })}
          </p>
          <ol
            aria-label={t.list}
            start={(result.page - 1) * result.pageSize + 1}
            className="divide-y divide-stone-300 border-y border-stone-300"
          >
            {result.items.map((d) => (
              <DocumentItem key={d.id} document={d} t={t} locale={locale} />
            ))}
          </ol>
          <Pager state={pages} pageCount={result.pageCount} locale={locale} label={t.pages} />
        </>
      )}
    </section>
  );
}

function DocumentItem({ document: d, t, locale }: { document: CaseDocument; t: Texts; locale: Locale }) {
  const title = d.title ?? format(t.untitled, { id: d.id });
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium break-words">
        <DocumentTitleLink id={d.id} title={d.title} fallback={title} locale={locale} />
      </p>
      <p className="text-sm text-stone-700">
        <DotList
          parts={[
            <LocalDateTime key="date" value={d.date} locale={locale} />,
            d.type ? (
              <TermText key="type" locale={locale} term={odaTerm('documentType', d.type, locale)} />
            ) : null,
            d.role && d.role !== d.type ? (
              <TermText key="role" locale={locale} term={odaTerm('caseDocumentRole', d.role, locale)} />
            ) : null,
            d.annexNumber ? format(t.annex, { number: d.annexNumber }) : null,
          ]}
        />
      </p>
      <DocumentFiles files={d.files} documentTitle={title} fileLabel={t.file} />
    </li>
  );
}
