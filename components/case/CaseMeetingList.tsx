import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { CaseMeeting } from '@/lib/data/cases/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { meetingPath } from '@/lib/routes';
import { meetingTitleText } from '@/lib/wording/meeting-title';

const messages = defineMessages({
  da: { meeting: 'Møde {id}', item: 'punkt {number}', more: 'Vis {count} møder mere' },
  en: { meeting: 'Meeting {id}', item: 'item {number}', more: 'Show {count} more meetings' },
});

/** How many meetings show before the rest collapse. */
const VISIBLE = 8;

/** Meetings with the case on the agenda: date, link to the meeting, agenda item; long lists collapse. */
export function CaseMeetingList({ meetings, locale }: { meetings: readonly CaseMeeting[]; locale: Locale }) {
  const t = messages[locale];
  const item = (m: CaseMeeting) => (
    <li key={m.agendaItemId} className="break-words">
      <LocalDateTime value={m.date} locale={locale} />
      {' · '}
      <LocaleLink
        href={meetingPath(m.meetingId)}
        prefetch={false}
        className="target font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
      >
        {m.title ? (
          <TermText locale={locale} term={meetingTitleText(m.title, locale)} />
        ) : (
          format(t.meeting, { id: m.meetingId })
        )}
      </LocaleLink>
      {m.type ? (
        <span className="text-stone-700">
          {' '}
          (<TermText locale={locale} term={odaTerm('meetingType', m.type, locale)} />)
        </span>
      ) : null}
      {m.agendaNumber ? (
        <span className="text-stone-700">, {format(t.item, { number: m.agendaNumber })}</span>
      ) : null}
    </li>
  );
  const shown = meetings.slice(0, VISIBLE);
  const rest = meetings.slice(VISIBLE);
  return (
    <div className="space-y-1 text-sm">
      <ul className="space-y-1">{shown.map(item)}</ul>
      {rest.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
            {format(t.more, { count: rest.length })}
          </summary>
          <ul className="mt-1 space-y-1">{rest.map(item)}</ul>
        </details>
      ) : null}
    </div>
  );
}
