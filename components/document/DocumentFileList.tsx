import type { DocumentFile } from '@/lib/data/types';
import type { DocumentPageTexts } from './document-page-messages';

/**
 * Every file of a document as ODA lists it (`Fil`), each a link to ft.dk named by its format and variant — the PDF
 * rendition ('P') before the original ('O') — and, for screen readers, the document.
 */
export function DocumentFileList({
  files,
  documentTitle,
  t,
}: {
  files: readonly DocumentFile[];
  documentTitle: string;
  t: DocumentPageTexts;
}) {
  if (files.length === 0) return <p className="text-stone-700">{t.noFiles}</p>;
  const variant = (code: string | null) => (code === 'P' ? t.variantP : code === 'O' ? t.variantO : code);
  return (
    <>
      <ul aria-label={t.files} className="flex flex-wrap gap-3">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={file.url}
              rel="external noopener"
              className="target inline-flex items-center gap-2 rounded border border-stone-400 bg-white px-3 py-1 font-medium text-red-800 underline-offset-2 hover:underline focus-visible:underline"
            >
              {file.format ?? t.file}
              {file.variant ? (
                <span className="text-sm font-normal text-stone-700">{variant(file.variant)}</span>
              ) : null}
              <span lang="da" className="sr-only">
                {' '}
                ({documentTitle})
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">{t.filesOnFt}</p>
    </>
  );
}
