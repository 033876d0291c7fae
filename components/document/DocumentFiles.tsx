import type { DocumentFile } from '@/lib/data/types';

/**
 * A document's file links ('PDF', 'DOCX'), each naming the document for screen readers: the case page and the
 * search's hits render it. `fileLabel` names a file without a format.
 */
export function DocumentFiles({
  files,
  documentTitle,
  fileLabel,
}: {
  files: readonly DocumentFile[];
  documentTitle: string;
  fileLabel: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            className="target inline-block rounded border border-stone-400 bg-white px-2 py-0.5 text-sm font-medium text-red-800 underline-offset-2 hover:underline focus-visible:underline"
          >
            {file.format ?? fileLabel}
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
