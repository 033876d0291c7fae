import { DocumentShareImage } from '@/components/document/DocumentShareImage';
import { getDocumentRecord } from '@/lib/data/documents/document';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Dokumentet: type, dato og titel; for et spørgsmål om og hvornår det blev besvaret';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

/** The document's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    getDocumentRecord,
    (record, synthetic) => <DocumentShareImage record={record} synthetic={synthetic} />,
    'Dokumentet findes ikke.',
  );
}
