import { formatDuration } from '@/lib/format/duration';
import { formatTime, parseLocalDateTime } from '@/lib/format/local-date-time';
import type { DebateTexts } from './debate-messages';

/** When a speech began (the time of day, as printed) and how long it lasted; nothing for what is not printed. */
export function SpeechMeta({
  start,
  seconds,
  t,
}: {
  start: string | null;
  seconds: number | null;
  t: DebateTexts;
}) {
  const parsed = parseLocalDateTime(start);
  const time = parsed ? formatTime(parsed, t.locale) : null;
  return (
    <>
      {time && parsed ? <time dateTime={`${parsed.date}T${parsed.time}`}>{time}</time> : null}
      {time && seconds !== null ? ' · ' : null}
      {seconds !== null ? (
        <span>
          <span className="sr-only">{t.duration}: </span>
          {formatDuration(seconds, t.locale)}
        </span>
      ) : null}
    </>
  );
}
