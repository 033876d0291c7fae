import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type IcsEvent, writeCalendar } from './ics';

/* The writer's output read back by an independent parser (ical.js, Mozilla's), plus the raw octets checked. */

const NASTY =
  'Forslag til lov om ændring af lov om almene boliger, lov om leje; og “boligområder”\\ særlige regler\n' +
  'anden linje – æøå ÆØÅ, med komma; semikolon og en meget lang tekst der skal foldes flere gange over 75 oktetter';

const stamp = new Date('2026-11-25T17:12:00.000Z');

const events: IcsEvent[] = [
  {
    uid: 'moede-41@tingdata.dk',
    start: { kind: 'local', date: '2026-11-05', time: '13:00' },
    summary: 'Folketingets møde nr. 41, torsdag; 5. november',
    location: 'Folketingssalen, Christiansborg',
    description: NASTY,
    url: 'https://tingdata.dk/moede/41',
  },
  {
    uid: 'moede-42@tingdata.dk',
    start: { kind: 'day', date: '2026-11-06' },
    summary: 'Møde i Skatteudvalget',
    cancelled: true,
  },
];

const text = writeCalendar({ prodId: '-//Tingdata//Moeder//DA', name: 'Møder, kommende', events, stamp });

function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return { component, events: component.getAllSubcomponents('vevent') };
}

describe('writeCalendar', () => {
  it('ends every line with CRLF and keeps physical lines within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is read back by ical.js with the same values, folding and escapes undone', () => {
    const { component, events: parsed } = parse(text);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    // An X- property has no known value type for the parser; its TEXT escapes are checked on the raw line.
    expect(text).toContain('X-WR-CALNAME:Møder\\, kommende\r\n');
    expect(parsed).toHaveLength(2);
    const first = new ICAL.Event(parsed[0]);
    expect(first.uid).toBe('moede-41@tingdata.dk');
    expect(first.summary).toBe('Folketingets møde nr. 41, torsdag; 5. november');
    expect(first.location).toBe('Folketingssalen, Christiansborg');
    expect(first.description).toBe(NASTY);
    expect(parsed[0]?.getFirstPropertyValue('url')).toBe('https://tingdata.dk/moede/41');
    expect(parsed[0]?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T17:12:00Z');
  });

  it('places a timed start in Europe/Copenhagen with its VTIMEZONE (CET in November, CEST in June)', () => {
    const { component, events: parsed } = parse(text);
    const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone') ?? undefined);
    expect(zone.tzid).toBe('Europe/Copenhagen');
    const start = parsed[0]?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Copenhagen');
    const value = start?.getFirstValue() as ICAL.Time;
    value.zone = zone;
    expect(value.toString()).toBe('2026-11-05T13:00:00');
    expect(value.toUnixTime()).toBe(Date.parse('2026-11-05T12:00:00Z') / 1000);

    const summer = writeCalendar({
      prodId: '-//T//T//DA',
      stamp,
      events: [{ uid: 'x@y', summary: 's', start: { kind: 'local', date: '2026-06-04', time: '10:00' } }],
    });
    const parsedSummer = parse(summer);
    const summerZone = new ICAL.Timezone(
      parsedSummer.component.getFirstSubcomponent('vtimezone') ?? undefined,
    );
    const summerStart = parsedSummer.events[0]?.getFirstPropertyValue('dtstart') as ICAL.Time;
    summerStart.zone = summerZone;
    expect(summerStart.toUnixTime()).toBe(Date.parse('2026-06-04T08:00:00Z') / 1000);
  });

  it('writes a start without a time as an all-day date, and a cancelled event as CANCELLED', () => {
    const { events: parsed } = parse(text);
    const start = parsed[1]?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-11-06');
    expect(parsed[1]?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed[0]?.getFirstPropertyValue('status')).toBeNull();
    expect(text).toContain('DTSTART;VALUE=DATE:20261106\r\n');
  });

  it('leaves out the time zone when every event is all-day', () => {
    const allDay = writeCalendar({ prodId: '-//T//T//DA', stamp, events: [events[1] as IcsEvent] });
    expect(allDay).not.toContain('VTIMEZONE');
    expect(parse(allDay).events).toHaveLength(1);
  });
});

describe('writeCalendar text', () => {
  it('escapes every TEXT value and stamps in UTC', () => {
    expect(text).toContain('SUMMARY:Folketingets møde nr. 41\\, torsdag\\; 5. november\r\n');
    expect(text).toContain('DTSTAMP:20261125T171200Z\r\n');
  });

  it('folds a long line of two-octet letters without splitting one', () => {
    const summary = 'æ'.repeat(60);
    const folded = writeCalendar({
      prodId: '-//T//T//DA',
      stamp,
      events: [{ uid: 'x@y', summary, start: { kind: 'day', date: '2026-06-04' } }],
    });
    const lines = folded.split('\r\n');
    for (const line of lines) {
      const octets = new TextEncoder().encode(line);
      expect(octets.length).toBeLessThanOrEqual(75);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(octets)).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    expect(new ICAL.Event(parse(folded).events[0]).summary).toBe(summary);
  });

  it("writes a local time as Copenhagen's wall clock whatever the server's own zone", () => {
    const zone = process.env.TZ;
    // 02:30 on 8 March 2026 does not exist in New York (its clocks jump from 02:00 to 03:00 that night).
    process.env.TZ = 'America/New_York';
    try {
      const ics = writeCalendar({
        prodId: '-//T//T//DA',
        stamp,
        events: [{ uid: 'x@y', summary: 's', start: { kind: 'local', date: '2026-03-08', time: '02:30' } }],
      });
      expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:20260308T023000\r\n');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
