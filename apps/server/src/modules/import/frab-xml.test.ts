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
      // The track's colour from <tracks> colours the event in the agenda.
      lump: { track: 'Rust', color: '#ff0000', Type: 'devroom', language: 'en', code: 'late-talk' },
    });
    expect(event?.fields).not.toHaveProperty('lump.subtitle');
    expect(event?.refs).toEqual({
      places: { type: 'places', ids: ['room:k3201'] },
      cats: { type: 'event_categories', ids: ['track:rust'] },
      speakers: { type: 'speakers', ids: ['person:7', 'person:8'] },
    });
  });

  it('files an event after midnight under the conference day it belongs to', () => {
    expect(byId.get('events/id:Demo/3')?.fields).toMatchObject({ day: '2025-02-01', start_time: '1h00' });
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
      refs: { events: { type: 'events', ids: ['g-1', 'id:Demo/3'] } },
    });
  });

  it('skips an unreadable date and keys a guid-less event on the conference and its id, warning about both', () => {
    expect(byId.has('events/g-2')).toBe(false);
    expect(byId.has('events/id:Demo/3')).toBe(true);
    expect(result.warnings).toEqual([
      'demo.xml: day 1 / room "K.3.201" / event 2: start date "Saturday morning" is not an ISO date with offset: skipped',
      'demo.xml: 1 event has no guid (first: day 1 / room "K.3.201" / event 3): keyed on the conference and its id ("id:Demo/3")',
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

  it('reports a file cut short at its last line, naming the element left open', () => {
    const cut = SAMPLE.slice(0, SAMPLE.indexOf('Late &amp;'));
    const lastLine = cut.split('\n').length;
    expect(() => parseFrabXml(cut, 'cut.xml')).toThrow(
      `Cannot import cut.xml (line ${lastLine}, column ${(cut.split('\n').at(-1) ?? '').length + 1}): the XML is malformed: the file ends inside <title> (open: schedule > day > room > event > title); it may be truncated`,
    );
  });

  it('refuses a schedule that yields no event, naming the file', () => {
    const empty = '<schedule><conference><title>Demo</title></conference><day date="2025-02-01"/></schedule>';
    expect(() => parseFrabXml(empty, 'empty.xml')).toThrow(
      'Cannot import empty.xml: the file holds no event (expected <day> then <room> then <event>, or <event> directly under <day>)',
    );
    const unreadable = SAMPLE.replace(/<event guid="g-1"[\s\S]*?<\/event>/, '').replace(
      /<event id="3">[\s\S]*?<\/event>/,
      '',
    );
    expect(() => parseFrabXml(unreadable, 'bad.xml')).toThrow(
      /^Cannot import bad\.xml: none of its 1 events can be imported; first problem: day 1 \/ room "K\.3\.201" \/ event 2: start date/,
    );
  });

  it('imports the old frab layout: events under <day>, room as an element, no guid, no date', () => {
    const old = `<?xml version="1.0" encoding="utf-8"?>
<schedule>
  <conference>
    <acronym>27c3</acronym><title>27th Chaos Communication Congress</title>
    <start>2010-12-27</start><end>2010-12-30</end><days>4</days>
    <day_change>04:00</day_change><timeslot_duration>00:15</timeslot_duration>
  </conference>
  <day date="2010-12-27" index="1">
    <event id="0">
      <start>11:30</start><duration>00:30</duration><room>Saal 1</room><tag>opening</tag>
      <title>Opening Event</title><track>Community</track><type>lecture</type><language>en</language>
      <persons><person id="5">Alice Example</person></persons>
    </event>
    <event id="1">
      <start>02:15</start><duration>01:00</duration><room>Saal 2</room>
      <title>Night Talk</title><track>Hacking</track>
      <persons><person id="5">Alice Example</person><person id="6">Bob</person></persons>
    </event>
  </day>
  <day date="2010-12-28" index="2">
    <event id="2">
      <start>12:45</start><duration>00:45</duration><room>Saal 1</room><title>Second Day</title>
    </event>
  </day>
</schedule>`;
    const imported = parseFrabXml(old, '27c3.xml');
    const events = imported.items.filter((item) => item.type === 'events');
    expect(events.map((item) => item.original_id)).toEqual(['id:27c3/0', 'id:27c3/1', 'id:27c3/2']);
    const at = (id: string) => events.find((item) => item.original_id === id)?.fields;
    // No time zone in the file: the wall clock is kept as written (on UTC), and the organiser is told.
    expect(at('id:27c3/0')).toMatchObject({
      title: 'Opening Event',
      day: '2010-12-27',
      start_date: '2010-12-27T11:30:00+00:00',
      end_date: '2010-12-27T12:00:00+00:00',
      start_time: '11h30',
      event_place_text: 'Saal 1',
    });
    // 02:15 is before the 04:00 day change: the night after the 27th.
    expect(at('id:27c3/1')).toMatchObject({
      day: '2010-12-27',
      start_date: '2010-12-28T02:15:00+00:00',
      start_time: '2h15',
    });
    expect(at('id:27c3/2')).toMatchObject({ day: '2010-12-28', start_date: '2010-12-28T12:45:00+00:00' });
    expect(imported.items.filter((item) => item.type === 'places').map((item) => item.fields.title)).toEqual([
      'Saal 1',
      'Saal 2',
    ]);
    expect(imported.items.find((item) => item.original_id === 'person:5')?.refs).toEqual({
      events: { type: 'events', ids: ['id:27c3/0', 'id:27c3/1'] },
    });
    expect(imported.warnings).toEqual([
      '27c3.xml: events give a start time but no date and the conference no time zone (time_zone_name): their times are kept as written, on UTC',
      '27c3.xml: 3 events have no guid (first: day 1 / room "Saal 1" / event 0): keyed on the conference and its id ("id:27c3/0")',
    ]);
  });

  it('reads an old-layout event in the conference time zone when it names one', () => {
    const old = `<schedule><conference><acronym>x</acronym><time_zone_name>Europe/Berlin</time_zone_name></conference>
  <day date="2010-12-27"><event id="0"><start>11:30</start><duration>00:30</duration><room>A</room><title>T</title></event></day>
</schedule>`;
    const event = parseFrabXml(old, 'x.xml').items.find((item) => item.type === 'events');
    expect(event?.fields).toMatchObject({ start_date: '2010-12-27T11:30:00+01:00', start_time: '11h30' });
  });

  it('refuses an XML file that is not a schedule', () => {
    expect(() => parseFrabXml('<rss><channel/></rss>', 'feed.xml')).toThrow(
      'Cannot import feed.xml: expected a <schedule> root element, found <rss>',
    );
  });
});
