import type { DocumentFile } from '@/lib/data/types';
import { DocumentFiles } from './DocumentFiles';
import type { DocumentPageTexts } from './document-page-messages';

/**
 * Every file of a document as ODA lists it (`Fil`) on the document's own page: the links, each named by its format
 * and variant, and where they lead — or that ODA lists none.
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
  const variant = (code: string) => (code === 'P' ? t.variantP : code === 'O' ? t.variantO : code);
  return (
    <>
      <DocumentFiles files={files} documentTitle={documentTitle} fileLabel={t.file} variantName={variant} />
      <p className="text-sm text-stone-700">{t.filesOnFt}</p>
    </>
  );
}
