import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { localePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    meeting: 'Tilføj til kalender (.ics)',
    upcoming: 'Tilføj de kommende møder til kalender (.ics)',
    upcomingFiltered: 'Tilføj de viste kommende møder til kalender (.ics)',
  },
  en: {
    meeting: 'Add to calendar (.ics)',
    upcoming: 'Add the upcoming meetings to a calendar (.ics)',
    upcomingFiltered: 'Add the upcoming meetings shown to a calendar (.ics)',
  },
});

/**
 * A calendar download (lib/export/meeting-calendar.ts) at `href` (its path from lib/routes.ts; the calendar's words
 * are in the page's language): a plain link, 44 px tall on touch screens.
 */
export async function MeetingCalendarLink({
  href,
  kind,
}: {
  href: string;
  kind: 'meeting' | 'upcoming' | 'upcomingFiltered';
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <a
      href={localePath(locale, href)}
      className="target font-medium text-red-800 underline underline-offset-2 hover:text-red-950"
    >
      {t[kind]}
    </a>
  );
}
