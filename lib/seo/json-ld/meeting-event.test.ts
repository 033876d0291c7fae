import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { meetingEvent } from './meeting-event';

const origin = new URL('https://tingdata.example');

const meeting = (fields: Partial<MeetingSummary>): MeetingSummary => ({
  id: 42,
  title: 'Møde i Folketinget',
  number: '12',
  typeId: 1,
  type: 'Folketingsmøde',
  statusId: 2,
  status: 'Afholdt',
  date: '2025-03-12T13:00:00',
  startNote: null,
  venue: 'Folketingssalen',
  agendaUrl: null,
  periodId: 1,
  periodCode: '20241',
  period: '2024-25',
  ...fields,
});

describe('a meeting as an Event', () => {
  it('starts at the meeting’s time with Denmark’s offset, in its room at Christiansborg, at its own address', () => {
    expect(meetingEvent(meeting({}), origin, 'en')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      url: 'https://tingdata.example/en/moede/42',
      startDate: '2025-03-12T13:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Folketingssalen', address: { streetAddress: 'Christiansborg' } },
      organizer: { name: 'Folketinget' },
    });
  });

  it('says a cancelled or postponed meeting is so, and nothing of a status ODA does not give', () => {
    expect(meetingEvent(meeting({ status: 'Aflyst' }), origin, 'da')?.eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
    expect(meetingEvent(meeting({ status: 'Udsat' }), origin, 'da')?.eventStatus).toBe(
      'https://schema.org/EventPostponed',
    );
    expect(meetingEvent(meeting({ status: null }), origin, 'da')).not.toHaveProperty('eventStatus');
  });

  it('is no event without a date, and at the Folketing without a room', () => {
    expect(meetingEvent(meeting({ date: null }), origin, 'da')).toBeNull();
    expect(meetingEvent(meeting({ venue: null }), origin, 'da')?.location).toMatchObject({
      name: 'Folketinget',
    });
  });
});
