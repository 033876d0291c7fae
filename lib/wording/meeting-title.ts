import type { MeetingSummary } from '@/lib/data/meetings/types';
import { formatTime, formatWeekdayDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import type { TermText } from '@/lib/i18n/oda-terms';
import { MOEDETYPE } from '@/lib/model/oda-ids';

/*
 * What a meeting is called wherever it is named — its page's heading and <title>, lists, breadcrumbs, calendar
 * entries: which meeting, when and where, from ODA's own fields (`Møde.nummer`, `titel`, `dato`, `lokale`).
 */

const messages = defineMessages({
  da: { plenary: 'Folketingets møde nr. {n}', untitled: 'Møde {id}', sitting: '{n}. møde' },
  en: { plenary: 'Folketing sitting no. {n}', untitled: 'Meeting {id}', sitting: 'Sitting {n}' },
});

type Named = Pick<MeetingSummary, 'id' | 'title' | 'number' | 'typeId'>;

/**
 * The meeting's name: a plenary sitting by its number ('Folketingets møde nr. 41' — ODA's title is only '41.
 * møde'); any other meeting by its title, which names the committee ('Møde i Skatteudvalget'); else its id.
 */
export function meetingName(meeting: Named, locale: Locale): string {
  return meetingNameText(meeting, locale).text;
}

/** `meetingName` with its language: a committee meeting's title is ODA's Danish text, marked as such. */
export function meetingNameText(meeting: Named, locale: Locale): TermText {
  const t = messages[locale];
  const number = meeting.number?.trim().replace(/\.$/, '');
  if (meeting.typeId === MOEDETYPE.salen && number)
    return { text: format(t.plenary, { n: number }), lang: locale };
  if (meeting.title) return meetingTitleText(meeting.title, locale);
  return { text: format(t.untitled, { id: meeting.id }), lang: locale };
}

/** A plenary sitting's title as ODA writes it: '23. møde'. */
const SITTING_TITLE = /^(\d+)\. møde$/;

/**
 * A meeting's title as ODA writes it (`Møde.titel`), for a line that names it briefly: a plenary sitting's '23.
 * møde' is 'Sitting 23' in English; any other title names its committee ('Møde i Skatteudvalget') and is Danish
 * data, marked as such.
 */
export function meetingTitleText(title: string, locale: Locale): TermText {
  const sitting = SITTING_TITLE.exec(title.trim());
  if (sitting && locale === 'en')
    return { text: format(messages.en.sitting, { n: sitting[1] ?? '' }), lang: 'en' };
  return { text: title, lang: 'da' };
}

/** 'torsdag den 5. november 2026 kl. 13.00' (the time only when ODA gives one); null without a date. */
export function meetingWhen(meeting: Pick<MeetingSummary, 'date'>, locale: Locale): string | null {
  const parsed = parseLocalDateTime(meeting.date);
  if (!parsed) return null;
  const time = formatTime(parsed, locale);
  const date = formatWeekdayDate(parsed, locale);
  return time ? `${date}${locale === 'da' ? ' ' : ', '}${time}` : date;
}

/** When and where, for under the name: 'torsdag den 5. november 2026 kl. 13.00 · Folketingssalen'; null if neither. */
export function meetingWhenWhere(
  meeting: Pick<MeetingSummary, 'date' | 'venue'>,
  locale: Locale,
): string | null {
  const parts = [meetingWhen(meeting, locale), meeting.venue].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The full title: 'Folketingets møde nr. 41 · torsdag den 5. november 2026 kl. 13.00 · Folketingssalen'. */
export function meetingFullTitle(
  meeting: Named & Pick<MeetingSummary, 'date' | 'venue'>,
  locale: Locale,
): string {
  const whenWhere = meetingWhenWhere(meeting, locale);
  const name = meetingName(meeting, locale);
  return whenWhere ? `${name} · ${whenWhere}` : name;
}

/** The start-time remark when it says more than the time of `dato` ('Efter afstemningerne'; not 'Kl. 13.00'). */
export function meetingStartNote(meeting: Pick<MeetingSummary, 'date' | 'startNote'>): string | null {
  if (!meeting.startNote) return null;
  const time = parseLocalDateTime(meeting.date)?.time?.replace(':', '.');
  return time && meeting.startNote.replace(/^kl\.?\s*/i, '') === time ? null : meeting.startNote;
}
