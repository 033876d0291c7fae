import Link from 'next/link';
import { DanishDate } from '@/components/ui/DanishDate';
import type { CaseDocument, CaseDocumentsPage } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { CASE_DOCUMENTS_PAGE_PARAM } from '@/lib/url-state/page-params';
import { DocumentFiles } from './DocumentFiles';

const messages = defineMessages({
  da: {
    heading: 'Dokumenter',
    count: '{total} dokumenter, nyeste først.',
    one: '1 dokument.',
    none: 'Sagen har ingen dokumenter i datasættet.',
    list: 'Sagens dokumenter',
    pages: 'Dokumentsider',
    page: 'Side {page} af {pages}',
    previous: 'Forrige side',
    next: 'Næste side',
    goTo: 'Side {page}',
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
    page: 'Page {page} of {pages}',
    previous: 'Previous page',
    next: 'Next page',
    goTo: 'Page {page}',
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
  result: CaseDocumentsPage;
  locale: Locale;
}) {
  const t = messages[locale];
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
            {result.total === 1 ? t.one : format(t.count, { total: result.total.toLocaleString('da-DK') })}
          </p>
          <ol
            aria-label={t.list}
            start={(result.page - 1) * result.pageSize + 1}
            className="divide-y divide-stone-300 border-y border-stone-300"
          >
            {result.documents.map((d) => (
              <DocumentItem key={d.id} document={d} t={t} />
            ))}
          </ol>
          <Pager caseId={caseId} result={result} t={t} />
        </>
      )}
    </section>
  );
}

function DocumentItem({ document: d, t }: { document: CaseDocument; t: Texts }) {
  const title = d.title ?? format(t.untitled, { id: d.id });
  const meta = [
    d.type,
    d.role && d.role !== d.type ? d.role : null,
    d.annexNumber ? format(t.annex, { number: d.annexNumber }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium break-words">{title}</p>
      <p className="text-sm text-stone-700">
        <DanishDate value={d.date} />
        {meta ? ` · ${meta}` : null}
      </p>
      <DocumentFiles files={d.files} documentTitle={title} fileLabel={t.file} />
    </li>
  );
}

function Pager({ caseId, result, t }: { caseId: number; result: CaseDocumentsPage; t: Texts }) {
  if (result.pageCount <= 1) return null;
  const href = (page: number) =>
    page === 1
      ? `/sag/${caseId}#dokumenter`
      : `/sag/${caseId}?${CASE_DOCUMENTS_PAGE_PARAM}=${page}#dokumenter`;
  const link =
    'target rounded border border-stone-400 bg-white px-3 py-1 font-medium text-red-800 hover:bg-stone-100';
  return (
    <nav aria-label={t.pages} className="flex flex-wrap items-center gap-3">
      {result.page > 1 ? (
        <Link href={href(result.page - 1)} prefetch={false} rel="prev" className={link}>
          {t.previous}
        </Link>
      ) : null}
      <span aria-current="page" className="text-stone-800">
        {format(t.page, { page: result.page, pages: result.pageCount })}
      </span>
      {result.page < result.pageCount ? (
        <Link href={href(result.page + 1)} prefetch={false} rel="next" className={link}>
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}
