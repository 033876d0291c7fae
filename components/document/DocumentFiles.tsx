import type { DocumentFile } from '@/lib/data/types';

/**
 * A document's file links ('PDF', 'DOCX') to ft.dk, each naming the document for screen readers: the case page, the
 * search's hits, a question's answers and the document's own page (DocumentFileList) render it. `fileLabel` names a
 * file without a format; `variantName`, when given, names each file's variant beside its format (the PDF rendition
 * 'P', the original 'O').
 */
export function DocumentFiles({
  files,
  documentTitle,
  fileLabel,
  variantName,
}: {
  files: readonly DocumentFile[];
  documentTitle: string;
  fileLabel: string;
  variantName?: (code: string) => string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            rel="external noopener"
            className="target inline-flex items-center gap-2 rounded border border-stone-400 bg-white px-2 py-0.5 text-sm font-medium text-red-800 underline-offset-2 hover:underline focus-visible:underline"
          >
            {file.format ?? fileLabel}
            {variantName && file.variant ? (
              <span className="font-normal text-stone-700">{variantName(file.variant)}</span>
            ) : null}
            <span lang="da" className="sr-only">
              {' '}
              ({documentTitle})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
