import { type JsonValue, localizedText, type SourceItem } from '@showfloor/core';
import type { DemoSize } from './demo-size.js';
import type { generateEventCategories } from './generate-categories.js';
import type { Exhibitor } from './generate-exhibitors.js';
import type { Room } from './generate-places.js';
import type { Speaker } from './generate-speakers.js';
import type { SeededRandom } from './seeded-random.js';
import { addDays, showMoment } from './show-calendar.js';
import {
  addRef,
  bilingual,
  fillTemplate,
  htmlParagraphs,
  makeItem,
  numberedId,
} from './source-item-builder.js';
import type { Bilingual } from './words/bilingual.js';
import { SESSION_FORMATS, SESSION_PITCHES, TOPICS, TRACKS } from './words/program-words.js';

const DAY_OPENS = 9 * 60;
const BREAK_MINUTES = 15;
const DURATIONS = [30, 45, 60, 75] as const;
/**
 * Colours an organiser mistyped. The app must ignore them (and fall back to the track colour), so
 * the demo keeps a few to show it does.
 */
const INVALID_COLORS = ['#12345G', 'bleu', '#ab', 'rgb(300,0,0)'] as const;

const ACCESS: readonly Bilingual[] = [
  { fr: 'Accès libre', en: 'Free access' },
  { fr: 'Sur inscription', en: 'Registration required' },
];
const AUDIENCE: readonly Bilingual[] = [
  { fr: 'Tous publics', en: 'All visitors' },
  { fr: 'Professionnels', en: 'Trade visitors' },
];

/** Capitalises the first letter of each language, for a topic used as a subtitle. */
function sentenceCase(text: Bilingual): Bilingual {
  const up = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
  return { fr: up(text.fr), en: up(text.en) };
}

function eventColor(random: SeededRandom, index: number, trackColor: string): string | null {
  if (index % 40 === 7) return INVALID_COLORS[((index / 40) % INVALID_COLORS.length) | 0]!;
  return random.chance(0.3) ? trackColor : null;
}

interface EventContext {
  random: SeededRandom;
  size: DemoSize;
  start: string;
  rooms: readonly Room[];
  categories: ReturnType<typeof generateEventCategories>;
  speakers: readonly Speaker[];
  exhibitors: readonly Exhibitor[];
}

/**
 * The conference programme: sessions spread over the show days and rooms, one after the other in
 * each room from 9h00, plus one evening event that runs past midnight (its `day` is the first show
 * day although its start date is the next calendar day). Speakers and exhibitors get back-references.
 */
export function generateEvents(context: EventContext): SourceItem[] {
  const { random, size, start, rooms, categories, speakers, exhibitors } = context;
  const cursors = new Map<string, number>();
  const events: SourceItem[] = [];
  for (let index = 0; index < size.events - 1; index++) {
    const dayIndex = index % size.days;
    const roomIndex = Math.floor(index / size.days) % rooms.length;
    const room = rooms[roomIndex]!;
    const slot = `${dayIndex}:${roomIndex}`;
    const begins = cursors.get(slot) ?? DAY_OPENS;
    const ends = begins + random.pick(DURATIONS);
    cursors.set(slot, ends + BREAK_MINUTES);

    const format = random.pick(SESSION_FORMATS);
    const topic = random.pick(TOPICS);
    const leafId = random.pick(
      categories.leafIds.filter((leaf) => categories.trackOfLeaf.get(leaf) === topic.track),
    );
    const track = TRACKS[topic.track]!;
    const subTrack = categories.leafTitles.get(leafId)!;
    const day = addDays(start, dayIndex);
    const from = showMoment(day, begins);
    const to = showMoment(day, ends);
    const id = numberedId('evt', index);
    const lump: { [key: string]: JsonValue } = {
      rank: index,
      keywords: localizedText(`${subTrack.fr}, ${track.fr}`, `${subTrack.en}, ${track.en}`),
      Type: bilingual(format.type),
      Theme: bilingual(track),
      track: bilingual(subTrack),
      subtitle: bilingual(sentenceCase(topic)),
      language: random.chance(0.75) ? 'fr' : 'en',
      code: `J${dayIndex + 1}-R${roomIndex + 1}-${from.clock.replace('h', '').padStart(4, '0')}`,
      access: bilingual(random.pick(ACCESS)),
      public: bilingual(random.pick(AUDIENCE)),
      start_date_UTC: from.utc,
      end_date_UTC: to.utc,
    };
    const color = eventColor(random, index, track.color);
    if (color !== null) lump.color = color;
    if (random.chance(0.2)) {
      lump.document = {
        label: localizedText('Support de présentation (PDF)', 'Slides (PDF)'),
        link: `https://www.example.org/slides/${id}.pdf`,
      };
    }
    const item = makeItem('events', id, {
      title: bilingual(fillTemplate(format, { topic })),
      description: htmlParagraphs(random.pick(SESSION_PITCHES)),
      start_date: from.local,
      end_date: to.local,
      day,
      start_time: from.clock,
      end_time: to.clock,
      event_place_text: room.title,
      lump,
    });
    addRef(item, 'places', 'places', room.id);
    addRef(item, 'cats', 'event_categories', leafId);
    const isRoundTable = format.type.en === 'Round table';
    const panel = [
      speakers[index % speakers.length]!,
      ...random.sample(speakers, isRoundTable ? 3 : random.int(0, 1)),
    ];
    linkSpeakers(item, 'speakers', panel);
    if (isRoundTable) linkSpeakers(item, 'moderators', [random.pick(speakers)]);
    if (format.type.en === 'Pitch' || format.type.en === 'Case study') {
      const exhibitor = random.pick(exhibitors);
      addRef(item, 'exhibitor', 'exhibitors', exhibitor.item.original_id);
      addRef(exhibitor.item, 'events', 'events', id);
    }
    events.push(item);
  }
  // A speaker page without a session would be a dead end: give the few left out a talk to join.
  for (const speaker of speakers) {
    if (speaker.item.refs?.events === undefined) linkSpeakers(random.pick(events), 'speakers', [speaker]);
  }
  events.push(exhibitorsNight(start, rooms[0]!, speakers[0]!, size.events - 1));
  return events;
}

function linkSpeakers(event: SourceItem, role: string, people: readonly Speaker[]): void {
  for (const person of people) {
    addRef(event, role, 'speakers', person.item.original_id);
    addRef(person.item, 'events', 'events', event.original_id);
  }
}

/** The evening of the first day, 22h30 to 1h30: it belongs to day 1 but ends on day 2's date. */
function exhibitorsNight(start: string, room: Room, host: Speaker, index: number): SourceItem {
  const from = showMoment(start, 22 * 60 + 30);
  const to = showMoment(start, 25 * 60 + 30);
  const id = numberedId('evt', index);
  const item = makeItem('events', id, {
    title: localizedText('Nuit des exposants', 'Exhibitors’ night'),
    description: htmlParagraphs({
      fr: 'Soirée de rencontres entre exposants et visiteurs, suivie d’un concert.',
      en: 'An evening for exhibitors and visitors to meet, followed by a concert.',
    }),
    start_date: from.local,
    end_date: to.local,
    day: start,
    start_time: from.clock,
    end_time: to.clock,
    event_place_text: room.title,
    lump: {
      rank: index,
      color: '#6c3483',
      Type: localizedText('Soirée', 'Evening event'),
      access: localizedText('Sur invitation', 'By invitation'),
      start_date_UTC: from.utc,
      end_date_UTC: to.utc,
    },
  });
  addRef(item, 'places', 'places', room.id);
  linkSpeakers(item, 'speakers', [host]);
  return item;
}
