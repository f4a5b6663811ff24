import { calendarFileName, calendarFileOf, writeVCard } from '@showfloor/core';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { contactOfRecord } from './contact-card.js';

const keynote = {
  id: 3,
  original_id: 'EV-3',
  title: 'Opening keynote',
  start_date: '2026-03-12T09:30:00+01:00',
  end_date: '2026-03-12T10:30:00+01:00',
  event_place_text: 'Auditorium',
};

describe('calendar file of favorite events', () => {
  it('holds every dated event, parses with ical.js, and links each to its sheet by original id', () => {
    const undated = { id: 4, original_id: 'EV-4', title: 'To be announced' };
    const { text, count } = calendarFileOf([keynote, undated], {
      timeZone: 'Europe/Paris',
      now: Date.UTC(2026, 1, 1),
      appUrl: 'https://show.test/app/',
      name: 'My favorites',
    });
    expect(count).toBe(1);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Opening keynote');
    expect(event?.getFirstPropertyValue('url')).toBe('https://show.test/app/?/event?originalId=EV-3');
    expect(event?.getFirstPropertyValue('uid')).toBe('event-EV-3@show.test');
    expect(calendarFileName('Opening keynote: Día 1')).toBe('opening-keynote-dia-1.ics');
  });
});

describe('contact card of a record', () => {
  it('saves a speaker as a vCard with name, organisation and e-mail', () => {
    const speaker = {
      id: 9,
      original_id: 'S9',
      firstname: 'Ada',
      lastname: 'Lovelace',
      organisation: 'Analytical',
      email: 'ada@x.test',
    };
    const card = new ICAL.Component(ICAL.parse(writeVCard(contactOfRecord(speaker), '4.0')));
    expect(card.getFirstPropertyValue('fn')).toBe('Ada Lovelace');
    expect(card.getFirstPropertyValue('org')).toBe('Analytical');
    expect(card.getFirstPropertyValue('email')).toBe('ada@x.test');
  });
});
