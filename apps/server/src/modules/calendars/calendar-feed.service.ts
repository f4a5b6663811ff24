import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CALENDAR_MIME_TYPE,
  type CalendarFeed,
  type CalendarFeedEvents,
  type CatalogRecord,
  calendarFeedPath,
  calendarFileOf,
  decodeRow,
  LOCALE_CODES,
  showConfigSchema,
} from '@showfloor/core';
import { z } from 'zod';
import type { DataVersionRepository, PublishedStore } from '../publishing/index.js';
import { CONFIG_PATH } from '../publishing/index.js';
import type { CalendarFeedRepository } from './calendar-feed.repository.js';

export { CALENDAR_MIME_TYPE };

const DEFAULT_TIME_ZONE = 'Europe/Paris';

function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

interface ShowEvents {
  version: number;
  language: 'fr' | 'en';
  byOriginalId: Map<string, CatalogRecord>;
  timeZone: string;
  name: string | undefined;
}

/** The part of a published bundle a calendar needs: the events table. */
const eventsOfBundleSchema = z.object({
  data: z.object({
    events: z.object({ fields: z.array(z.string()), rows: z.array(z.array(z.json())) }).optional(),
  }),
});

export type FeedChange = { ok: true; feed: CalendarFeed } | { ok: false; error: 'NOT_FOUND' | 'FORBIDDEN' };

/**
 * Subscribable calendars of favorite events. The file is rendered on every read from the current
 * published version, so a moved or renamed session reaches the subscriber's calendar at its next
 * poll; events removed from the show simply drop out.
 */
export class CalendarFeedService {
  /** The events of the current version, per language: parsed once per version, not per poll. */
  private readonly cache = new Map<'fr' | 'en', ShowEvents>();

  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly versions: DataVersionRepository,
    private readonly store: PublishedStore,
    private readonly now: () => number = Date.now,
  ) {}

  async create(request: CalendarFeedEvents, baseUrl: string): Promise<CalendarFeed> {
    const id = newSecret();
    const key = newSecret();
    await this.feeds.insert({
      idHash: hashOf(id),
      keyHash: hashOf(key),
      events: request.events,
      language: request.language,
    });
    return { id, key, url: `${baseUrl}${calendarFeedPath(id)}`, events: request.events.length };
  }

  async update(id: string, key: string, request: CalendarFeedEvents, baseUrl: string): Promise<FeedChange> {
    const access = await this.authorise(id, key);
    if (access !== 'ok') return { ok: false, error: access };
    await this.feeds.replaceEvents(hashOf(id), request.events, request.language);
    return {
      ok: true,
      feed: { id, key, url: `${baseUrl}${calendarFeedPath(id)}`, events: request.events.length },
    };
  }

  async remove(
    id: string,
    key: string,
  ): Promise<{ ok: true } | { ok: false; error: 'NOT_FOUND' | 'FORBIDDEN' }> {
    const access = await this.authorise(id, key);
    if (access !== 'ok') return { ok: false, error: access };
    await this.feeds.delete(hashOf(id));
    return { ok: true };
  }

  /** The .ics text of a feed, or undefined when no such feed exists. */
  async render(id: string, appUrl: string): Promise<string | undefined> {
    const feed = await this.feeds.find(hashOf(id));
    if (!feed) return undefined;
    const show = await this.showEvents(feed.language);
    const events = feed.eventOriginalIds
      .map((originalId) => show?.byOriginalId.get(originalId))
      .filter((event): event is CatalogRecord => event !== undefined);
    await this.feeds.markRead(feed.idHash, new Date(this.now()));
    const name = show?.name ?? 'Showfloor';
    return calendarFileOf(events, {
      timeZone: show?.timeZone ?? DEFAULT_TIME_ZONE,
      now: this.now(),
      appUrl,
      name: feed.language === 'fr' ? `Mes favoris – ${name}` : `My favorites – ${name}`,
    }).text;
  }

  private async authorise(id: string, key: string): Promise<'ok' | 'NOT_FOUND' | 'FORBIDDEN'> {
    const feed = await this.feeds.find(hashOf(id));
    if (!feed) return 'NOT_FOUND';
    return sameHash(feed.keyHash, hashOf(key)) ? 'ok' : 'FORBIDDEN';
  }

  private async showEvents(language: 'fr' | 'en'): Promise<ShowEvents | undefined> {
    const latest = await this.versions.latest();
    if (!latest) return undefined;
    const cached = this.cache.get(language);
    if (cached?.version === latest.version) return cached;
    const bundle = eventsOfBundleSchema.safeParse(
      await this.store.readJson(latest.version, `offline/db_${LOCALE_CODES[language]}.json`),
    );
    const config = showConfigSchema.safeParse(await this.store.readJson(latest.version, CONFIG_PATH));
    const table = bundle.success ? bundle.data.data.events : undefined;
    const byOriginalId = new Map<string, CatalogRecord>();
    for (const row of table?.rows ?? []) {
      const record = decodeRow(table?.fields ?? [], row);
      if (typeof record.original_id === 'string' && record.original_id !== '')
        byOriginalId.set(record.original_id, record);
    }
    const show: ShowEvents = {
      version: latest.version,
      language,
      byOriginalId,
      timeZone: config.success ? (config.data.timeZone ?? DEFAULT_TIME_ZONE) : DEFAULT_TIME_ZONE,
      name: config.success ? config.data.name[language] : undefined,
    };
    this.cache.set(language, show);
    return show;
  }
}
