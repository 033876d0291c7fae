import { SHARE_COLOR, ShareImageFrame } from '@/components/share/ShareImageFrame';
import type { SpeechRecord } from '@/lib/data/debates/types';
import { clipText } from '@/lib/format/clip-text';
import { formatDanishDate } from '@/lib/format/danish-date';
import { speakerLabel, speechSubject } from './speech-share-text';

/** The quote's room on the image: the frame's title holds 90 characters, the guillemets take two. */
const QUOTE_CHARS = 88;

/** The subject line above the quote. */
const SUBJECT_CHARS = 70;

/**
 * The share image of a speech (in Danish: share images are fetched without the reader's language): what it was
 * about above, the quote in large type as the title — its start, cut at a word with an ellipsis when longer — and
 * who said it and when below. In the shared frame, with its demo-data label.
 */
export function SpeechShareImage({ speech, synthetic }: { speech: SpeechRecord; synthetic: boolean }) {
  const quote = `»${clipText(speech.paragraphs.join(' '), QUOTE_CHARS)}«`;
  const date = formatDanishDate(speech.sitting.date);
  return (
    <ShareImageFrame
      kicker={clipText(speechSubject(speech), SUBJECT_CHARS)}
      title={quote}
      synthetic={synthetic}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>– {speakerLabel(speech)}</div>
      {date ? (
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{`Folketingssalen, ${date}`}</div>
      ) : null}
    </ShareImageFrame>
  );
}
