import {
  CHOICE_COLOR,
  CHOICE_SWATCH,
  CHOICE_TEXT_COLOR,
  choiceLabelMessages,
} from '@/components/vote/vote-choice';
import type { VoteCounts } from '@/lib/data/types';
import { formatCount, formatShare } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { ballotSegments } from './voting-course';

const messages = defineMessages({
  da: { title: 'Sådan stemte {name}', list: 'Stemmer pr. valg', count: '{n} ({share})' },
  en: { title: 'How {name} voted', list: 'Ballots per choice', count: '{n} ({share})' },
});

/** A segment gets its share written in it from this share of the bar (about 30 px on a phone). */
const LABEL_FROM = 0.09;

/**
 * How the member's ballots split between for, against, abstain and absent: one bar drawn on the server (SVG), each
 * segment with its share where it fits, and the counts with their shares as a list (what screen readers get).
 */
export async function BallotSplitFigure({ totals, name }: { totals: VoteCounts; name: string }) {
  const locale = await getLocale();
  const t = messages[locale];
  const labels = choiceLabelMessages[locale];
  const segments = ballotSegments(totals);
  if (segments.length === 0) return null;
  return (
    <figure className="space-y-2" data-choice-figure="">
      <h3 className="text-lg font-semibold">{format(t.title, { name })}</h3>
      <svg width="100%" height="32" aria-hidden="true" className="block">
        {segments.map((s) => (
          <g key={s.choice}>
            <rect
              x={`${s.start * 100}%`}
              y="0"
              width={`${s.share * 100}%`}
              height="32"
              fill={CHOICE_COLOR[s.choice]}
              data-choice={s.choice}
            />
            {s.share >= LABEL_FROM ? (
              <text
                x={`${(s.start + s.share / 2) * 100}%`}
                y="21"
                textAnchor="middle"
                fontSize="13"
                fontWeight="600"
                fill={CHOICE_TEXT_COLOR[s.choice]}
              >
                {formatShare(locale, s.share)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul aria-label={t.list} className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-800">
          {segments.map((s) => (
            <li key={s.choice} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                data-choice={s.choice}
                className={`inline-block size-3 rounded-full ${CHOICE_SWATCH[s.choice]}`}
              />
              <span className="font-medium">{labels[s.choice]}:</span>
              <span className="tabular-nums">
                {format(t.count, { n: formatCount(locale, s.count), share: formatShare(locale, s.share) })}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
