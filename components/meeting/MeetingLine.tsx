import { DanishText, danishLang } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { MeetingListItem } from '@/lib/data/meetings/types';
import { formatTime, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { MOEDESTATUS } from '@/lib/model/oda-ids';
import { meetingPath } from '@/lib/routes';
import { meetingNameText, meetingStartNote } from '@/lib/wording/meeting-title';
import { MeetingAgendaPreview } from './MeetingAgendaPreview';

const messages = defineMessages({
  da: { noTime: 'Tid ikke oplyst' },
  en: { noTime: 'Time not given' },
});

/**
 * One meeting in a list: its time, name (a link to its page), place, type, status and — unless `compact` (the home
 * page's short list) — the start of its agenda.
 */
export function MeetingLine({
  meeting,
  headingLevel,
  compact,
  locale,
}: {
  meeting: MeetingListItem;
  headingLevel: 3 | 4;
  compact: boolean;
  locale: Locale;
}) {
  const t = messages[locale];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const parsed = parseLocalDateTime(meeting.date);
  const time = parsed ? formatTime(parsed, locale) : null;
  const note = meetingStartNote(meeting);
  const notable = meeting.statusId === MOEDESTATUS.aflyst || meeting.statusId === MOEDESTATUS.udsat;
  return (
    <article className={`flex flex-col gap-1 py-3 ${compact ? '' : 'sm:flex-row sm:gap-6'}`}>
      <p className={`shrink-0 text-sm font-semibold text-stone-800 tabular-nums ${compact ? '' : 'sm:w-28'}`}>
        {time && parsed ? (
          <time dateTime={`${parsed.date}T${parsed.time}`}>{time}</time>
        ) : note ? (
          <DanishText locale={locale}>{note}</DanishText>
        ) : (
          t.noTime
        )}
        {time && note ? (
          <span lang={danishLang(locale)} className="block font-normal text-stone-700">
            {note}
          </span>
        ) : null}
      </p>
      <div className="min-w-0 space-y-1">
        <Heading className="row-title">
          <LocaleLink href={meetingPath(meeting.id)} prefetch={false} className="title-link">
            <TermText locale={locale} term={meetingNameText(meeting, locale)} />
          </LocaleLink>
        </Heading>
        <p className="row-meta">
          <DotList
            parts={[
              meeting.venue ? (
                <DanishText key="venue" locale={locale}>
                  {meeting.venue}
                </DanishText>
              ) : null,
              meeting.type ? (
                <TermText key="type" locale={locale} term={odaTerm('meetingType', meeting.type, locale)} />
              ) : null,
              meeting.status ? (
                <span
                  key="status"
                  className={
                    notable
                      ? 'rounded border border-amber-700 bg-amber-50 px-1.5 font-semibold text-amber-950'
                      : undefined
                  }
                >
                  <TermText locale={locale} term={odaTerm('status', meeting.status, locale)} />
                </span>
              ) : null,
            ]}
          />
        </p>
        {compact ? null : <MeetingAgendaPreview preview={meeting.agenda} locale={locale} />}
      </div>
    </article>
  );
}
