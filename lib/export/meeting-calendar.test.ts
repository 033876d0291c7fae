import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AgendaItem, MeetingSummary } from '@/lib/data/meetings/types';
import { type CalendarContext, meetingCalendar, upcomingMeetingsCalendar } from './meeting-calendar';

const meeting = (over: Partial<MeetingSummary> = {}): MeetingSummary => ({
  id: 41,
  title: '41. møde',
  number: '41',
  typeId: 1,
  type: 'Møde i salen',
  statusId: 1,
  status: 'Planlagt',
  date: '2026-11-05T13:00:00',
  startNote: null,
  venue: 'Folketingssalen',
  agendaUrl: null,
  periodId: 1,
  periodCode: '20261',
  period: '2026-27',
  ...over,
});

const NASTY_TITLE =
  'Forslag til lov om ændring af lov om almene boliger, lov om leje; og lov om “særlige” boligområder\\ m.v.\nAnden linje';

const item = (id: number, number: string, over: Partial<AgendaItem> = {}): AgendaItem => ({
  id,
  number,
  title: `Punkt ${number}`,
  remark: null,
  comment: null,
  debateCode: null,
  cases: [],
  documents: [],
  subItems: [],
  ...over,
});

const agenda: AgendaItem[] = [
  item(1, '1', { title: 'Spørgetime med statsministeren' }),
  item(2, '2', {
    cases: [{ id: 7, number: 'L 12', title: NASTY_TITLE, stepTitle: '1. behandling' }],
    subItems: [item(3, '1', { title: 'Underpunkt; med semikolon' })],
  }),
];

const context: CalendarContext = {
  origin: new URL('https://tingdata.example'),
  uidDomain: 'tingdata.dk',
  locale: 'da',
};
const now = new Date('2026-11-20T08:00:00Z');

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('meetingCalendar', () => {
  const file = meetingCalendar(meeting(), agenda, context, now);

  it('names the file by meeting and day', () => {
    expect(file?.filename).toBe('moede-41-2026-11-05.ics');
  });

  it('is one event a parser reads back: stable UID, name, local start, place, page URL', () => {
    const [event] = eventsOf(file?.body ?? '');
    expect(event?.uid).toBe('moede-41@tingdata.dk');
    expect(event?.summary).toBe('Folketingets møde nr. 41');
    expect(event?.location).toBe('Folketingssalen');
    expect(event?.startDate.toString()).toBe('2026-11-05T13:00:00');
    expect(event?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Copenhagen');
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://tingdata.example/moede/41');
    expect(event?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T08:00:00Z');
    expect(event?.component.getFirstPropertyValue('dtend')).toBeNull();
  });

  it('has the agenda in the description, nasty text intact after folding and escaping', () => {
    const [event] = eventsOf(file?.body ?? '');
    expect(event?.description.split('\n')).toEqual([
      'Møde i salen · Planlagt',
      '',
      'Dagsorden:',
      '1. Spørgetime med statsministeren',
      `2. L 12 ${NASTY_TITLE.split('\n')[0]}`,
      'Anden linje (1. behandling)',
      '   1. Underpunkt; med semikolon',
      '',
      'Dagsorden, afstemninger og fremmøde: https://tingdata.example/moede/41',
    ]);
    for (const line of (file?.body ?? '').split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('makes a meeting without a time of day an all-day event, and a cancelled one CANCELLED', () => {
    const cancelled = meeting({
      id: 9,
      date: '2026-12-01T00:00:00',
      statusId: 3,
      status: 'Aflyst',
      typeId: 2,
    });
    const [event] = eventsOf(
      meetingCalendar({ ...cancelled, title: 'Møde i Skatteudvalget' }, [], context, now)?.body ?? '',
    );
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2026-12-01');
    expect(event?.summary).toBe('Aflyst: Møde i Skatteudvalget');
    expect(event?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event?.description).toContain('Ingen dagsorden i dataene endnu.');
  });

  it('gives no file for a meeting without a date', () => {
    expect(meetingCalendar(meeting({ date: null }), [], context, now)).toBeNull();
  });
});

describe('upcomingMeetingsCalendar', () => {
  it('holds every dated meeting once, with a name, and says the filters in the file name', () => {
    const file = upcomingMeetingsCalendar(
      [
        { meeting: meeting(), agenda },
        { meeting: meeting({ id: 42, number: '42', title: '42. møde', date: null }), agenda: [] },
        {
          meeting: meeting({ id: 43, number: null, typeId: 2, title: 'Møde i Retsudvalget, lokale 2' }),
          agenda: [],
        },
      ],
      { typeId: 2, period: '20261', today: '2026-11-20' },
      context,
      now,
    );
    expect(file.filename).toBe('folketingets-kommende-moeder-2026-11-20-type-2-samling-20261.ics');
    const events = eventsOf(file.body);
    expect(events.map((e) => e.uid)).toEqual(['moede-41@tingdata.dk', 'moede-43@tingdata.dk']);
    expect(events[1]?.summary).toBe('Møde i Retsudvalget, lokale 2');
    expect(file.body).toContain('X-WR-CALNAME:Folketingets kommende møder\r\n');
  });

  it('is a valid empty calendar when nothing is upcoming', () => {
    const file = upcomingMeetingsCalendar(
      [],
      { typeId: null, period: null, today: '2026-11-20' },
      context,
      now,
    );
    expect(file.filename).toBe('folketingets-kommende-moeder-2026-11-20.ics');
    expect(eventsOf(file.body)).toEqual([]);
  });
});
