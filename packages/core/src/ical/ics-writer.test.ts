import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarEventOf } from './calendar-event-of.js';
import { foldContentLine } from './content-line.js';
import { writeCalendar } from './ics-writer.js';

const NOW = Date.UTC(2026, 2, 1, 8, 0, 0);
const options = { timeZone: 'Europe/Paris', now: NOW, productId: '-//Showfloor//Showfloor//EN' };

function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('writeCalendar', () => {
  it('writes a file ical.js reads back with the same title, place and instants', () => {
    const start = Date.parse('2026-03-12T09:30:00+01:00');
    const end = Date.parse('2026-03-12T10:45:00+01:00');
    const ics = writeCalendar(
      [
        {
          uid: 'event-E1@demo',
          title: 'Keynote; AI, robots',
          start,
          end,
          location: 'Hall 1',
          description: 'Line 1\nLine 2',
        },
      ],
      options,
    );
    const [event] = parsedEvents(ics);
    expect(event?.summary).toBe('Keynote; AI, robots');
    expect(event?.location).toBe('Hall 1');
    expect(event?.description).toBe('Line 1\nLine 2');
    expect(event?.startDate.toJSDate().getTime()).toBe(start);
    expect(event?.endDate.toJSDate().getTime()).toBe(end);
    expect(event?.startDate.zone?.tzid).toBe('Europe/Paris');
  });

  it('keeps the right instant on both sides of a daylight-saving change', () => {
    const winter = Date.parse('2026-03-28T18:00:00+01:00');
    const summer = Date.parse('2026-03-30T18:00:00+02:00');
    const ics = writeCalendar(
      [
        { uid: 'a@demo', title: 'Before', start: winter, end: winter + 3_600_000 },
        { uid: 'b@demo', title: 'After', start: summer, end: summer + 3_600_000 },
      ],
      options,
    );
    expect(ics).toContain('TZOFFSETFROM:+0100');
    expect(ics).toContain('TZOFFSETTO:+0200');
    const events = parsedEvents(ics);
    expect(events.map((event) => event.startDate.toJSDate().getTime())).toEqual([winter, summer]);
  });

  it('ends every line with CRLF and folds long lines at 75 octets without breaking characters', () => {
    const title = 'Conférence plénière — éàüß '.repeat(12);
    const start = Date.parse('2026-06-01T10:00:00+02:00');
    const ics = writeCalendar([{ uid: 'x@demo', title, start, end: start }], options);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(parsedEvents(ics)[0]?.summary).toBe(title);
  });
});

describe('foldContentLine', () => {
  it('leaves a 75-octet line alone and continues longer ones with a space', () => {
    const exact = 'A'.repeat(75);
    expect(foldContentLine(exact)).toBe(exact);
    expect(foldContentLine(`${exact}B`)).toBe(`${exact}\r\n B`);
  });
});

describe('calendarEventOf', () => {
  it('builds the entry of an event record from its dates, place and plain-text description', () => {
    const record = {
      id: 4,
      original_id: 'EV-4',
      title: 'Robotics & AI',
      description: '<p>Hands-on <b>demo</b></p><p>Bring a laptop &amp; charger</p>',
      start_date: '2026-03-12T14:00:00+01:00',
      end_date: '2026-03-12T15:00:00+01:00',
      event_place_text: 'Room B',
    };
    const entry = calendarEventOf(record, {
      uidDomain: 'demo.showfloor',
      url: 'https://x.test/?/event?id=EV-4',
    });
    expect(entry).toEqual({
      uid: 'event-EV-4@demo.showfloor',
      title: 'Robotics & AI',
      start: Date.parse('2026-03-12T14:00:00+01:00'),
      end: Date.parse('2026-03-12T15:00:00+01:00'),
      description: 'Hands-on demo\nBring a laptop & charger',
      location: 'Room B',
      url: 'https://x.test/?/event?id=EV-4',
    });
  });

  it('gives nothing for an event without a dated start', () => {
    expect(calendarEventOf({ id: 1, original_id: 'E', title: 'Later' }, { uidDomain: 'd' })).toBeNull();
  });
});
