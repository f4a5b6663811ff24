import { describe, expect, it } from 'vitest';
import { parseFrabXml } from './frab-xml.js';
import { ImportFileError } from './import-file-error.js';

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <conference><title>Demo</title><day_change>09:00:00</day_change></conference>
  <tracks><track slug="rust" color="#ff0000">Rust</track></tracks>
  <day index="1" date="2025-02-01" start="2025-02-01T09:00:00+01:00" end="2025-02-02T08:59:00+01:00">
    <room name="K.3.201" slug="k3201">
      <event guid="g-1" id="1">
        <date>2025-02-01T23:40:00+01:00</date><start>23:40</start><duration>00:45</duration>
        <room>K.3.201</room><slug>late-talk</slug><title>Late &amp; loud</title><subtitle></subtitle>
        <track>Rust</track><type>devroom</type><language>en</language>
        <abstract>&lt;p&gt;Night &lt;b&gt;owls&lt;/b&gt;&lt;/p&gt;</abstract><description></description>
        <persons><person id="7">Ludwig van Beethoven</person><person id="8">pajowu</person></persons>
      </event>
      <event guid="g-2" id="2">
        <date>Saturday morning</date><duration>00:30</duration><title>Broken date</title>
      </event>
      <event id="3">
        <date>2025-02-02T01:00:00+01:00</date><duration>00:30</duration><title>No guid</title>
        <persons><person id="7">Ludwig van Beethoven</person></persons>
      </event>
    </room>
    <room name="Empty hall" slug="empty"></room>
  </day>
</schedule>`;

describe('parseFrabXml', () => {
  const result = parseFrabXml(SAMPLE, 'demo.xml');
  const byId = new Map(result.items.map((item) => [`${item.type}/${item.original_id}`, item]));

  it('maps an event with its offset, wall-clock times, HTML abstract and references', () => {
    const event = byId.get('events/g-1');
    expect(event?.fields).toMatchObject({
      title: 'Late & loud',
      description: '<p>Night <b>owls</b></p>',
      start_date: '2025-02-01T23:40:00+01:00',
      end_date: '2025-02-02T00:25:00+01:00',
      day: '2025-02-01',
      start_time: '23h40',
      end_time: '0h25',
      event_place_text: 'K.3.201',
      lump: { track: 'Rust', Type: 'devroom', language: 'en', code: 'late-talk' },
    });
    expect(event?.fields).not.toHaveProperty('lump.subtitle');
    expect(event?.refs).toEqual({
      places: { type: 'places', ids: ['room:k3201'] },
      cats: { type: 'event_categories', ids: ['track:rust'] },
      speakers: { type: 'speakers', ids: ['person:7', 'person:8'] },
    });
  });

  it('files an event after midnight under the conference day it belongs to', () => {
    expect(byId.get('events/id:3')?.fields).toMatchObject({ day: '2025-02-01', start_time: '1h00' });
  });

  it('creates rooms, tracks and speakers once, only for what events use', () => {
    expect(byId.get('places/room:k3201')?.fields).toEqual({
      title: 'K.3.201',
      lump: { kind: 'room', code: 'k3201' },
    });
    expect(result.items.filter((item) => item.type === 'places')).toHaveLength(1);
    expect(byId.get('event_categories/track:rust')?.fields).toEqual({
      title: 'Rust',
      is_all: false,
      lump: { rank: 0, color: '#ff0000' },
    });
    expect(byId.get('speakers/person:7')).toEqual({
      type: 'speakers',
      original_id: 'person:7',
      fields: {
        title: 'Ludwig van Beethoven',
        display_name: 'Ludwig van Beethoven',
        firstname: 'Ludwig',
        lastname: 'van Beethoven',
      },
      refs: { events: { type: 'events', ids: ['g-1', 'id:3'] } },
    });
  });

  it('skips an unreadable date and keys a guid-less event on its id, warning about both', () => {
    expect(byId.has('events/g-2')).toBe(false);
    expect(result.warnings).toEqual([
      'demo.xml: day 1 / room "K.3.201" / event 2: start date "Saturday morning" is not an ISO date with offset: skipped',
      'demo.xml: day 1 / room "K.3.201" / event 3: event has no guid: keyed on "id:3", which may change between exports',
    ]);
  });

  it('gives the same items for the same file', () => {
    expect(parseFrabXml(SAMPLE, 'demo.xml')).toEqual(result);
  });

  it('names the line of an XML syntax error', () => {
    const broken = '<schedule>\n  <day date="2025-02-01">\n    <room name="A">\n  </day>\n</schedule>';
    expect(() => parseFrabXml(broken, 'broken.xml')).toThrow(ImportFileError);
    expect(() => parseFrabXml(broken, 'broken.xml')).toThrow(
      /^Cannot import broken\.xml \(line 4, column \d+\): the XML is malformed/,
    );
  });

  it('refuses an XML file that is not a schedule', () => {
    expect(() => parseFrabXml('<rss><channel/></rss>', 'feed.xml')).toThrow(
      'Cannot import feed.xml: expected a <schedule> root element, found <rss>',
    );
  });
});
