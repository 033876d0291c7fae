import type { Event, EventStatusType, WithContext } from 'schema-dts';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { w3cDateTime } from '@/lib/format/w3c-datetime';
import type { Locale } from '@/lib/i18n/locale';
import { meetingPath } from '@/lib/routes';
import { alternatesOn } from '@/lib/share/page-metadata';
import { meetingFullTitle } from '@/lib/wording/meeting-title';
import { FOLKETINGET } from './json-ld-text';

/** ODA's meeting statuses (`Mødestatus`) as schema.org's; 'Planlagt' and 'Afholdt' are both a scheduled event. */
const EVENT_STATUS: Readonly<Record<string, EventStatusType>> = {
  Planlagt: 'https://schema.org/EventScheduled',
  Afholdt: 'https://schema.org/EventScheduled',
  Aflyst: 'https://schema.org/EventCancelled',
  Udsat: 'https://schema.org/EventPostponed',
};

/** Where the Folketing meets: Christiansborg (its postal address). */
const CHRISTIANSBORG = {
  '@type': 'PostalAddress',
  streetAddress: 'Christiansborg',
  postalCode: '1240',
  addressLocality: 'København K',
  addressCountry: 'DK',
} as const;

/**
 * A meeting's page as a schema.org Event (what Google's event results read): its title as the page's, its start
 * with Denmark's offset, its room (ODA's `lokale`, else the Folketing) at Christiansborg, its status where ODA gives
 * one, the Folketing as organiser. Null for a meeting without a date (an event needs a start).
 */
export function meetingEvent(
  meeting: MeetingSummary,
  origin: URL,
  locale: Locale,
): WithContext<Event> | null {
  const startDate = w3cDateTime(meeting.date);
  if (startDate === null) return null;
  const status = meeting.status ? EVENT_STATUS[meeting.status] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meetingFullTitle(meeting, locale),
    url: alternatesOn(origin, meetingPath(meeting.id), locale).canonical,
    startDate,
    location: { '@type': 'Place', name: meeting.venue ?? FOLKETINGET.name, address: CHRISTIANSBORG },
    organizer: FOLKETINGET,
    ...(status ? { eventStatus: status } : {}),
  };
}
