import { SpeechShareImage } from '@/components/debate/SpeechShareImage';
import { getSpeech } from '@/lib/data/debates/debates';
import { parseSpeechIdSegment } from '@/lib/referat/referat-ids';

import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Citat fra talen, med hvem der talte, om hvad og hvornår';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

/** The speech's share image: the quote, who said it, on what and when (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    getSpeech,
    (speech, synthetic) => <SpeechShareImage speech={speech} synthetic={synthetic} />,
    'Talen findes ikke.',
    parseSpeechIdSegment,
  );
}
