import {
  type CatalogRecord,
  decodeRow,
  LOCALE_CODES,
  reminderLeadMinutesOf,
  sessionStartInstant,
  showConfigSchema,
} from '@showfloor/core';
import { z } from 'zod';
import type { DataVersionRepository, PublishedStore } from '../publishing/index.js';
import { CONFIG_PATH } from '../publishing/index.js';
import type { StoredReminderSession } from './reminders.repository.js';

const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The published show as reminders read it: its sessions by record id, per language, and its clock. */
export interface PublishedSessions {
  version: number;
  timeZone: string;
  leadMinutes: number;
  /** Sessions with a start, by record id, with the title of each language. */
  byLanguage: Record<'fr' | 'en', Map<number, StoredReminderSession>>;
}

const eventsOfBundleSchema = z.object({
  data: z.object({
    events: z.object({ fields: z.array(z.string()), rows: z.array(z.array(z.json())) }).optional(),
  }),
});

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function sessionOf(record: CatalogRecord, timeZone: string): StoredReminderSession | null {
  const start = sessionStartInstant(record.start_date, timeZone);
  if (start === null || typeof record.id !== 'number') return null;
  return {
    eventId: record.id,
    originalId: text(record.original_id),
    start,
    end: sessionStartInstant(record.end_date, timeZone),
    title: text(record.title),
    room: text(record.event_place_text),
  };
}

/**
 * The current published version's sessions, read from its files once per version: the scheduler
 * follows what was published (a moved session at its new time), never the draft catalog.
 */
export class PublishedSessionsReader {
  private cached: PublishedSessions | undefined;

  constructor(
    private readonly versions: DataVersionRepository,
    private readonly store: PublishedStore,
  ) {}

  async current(): Promise<PublishedSessions | undefined> {
    const latest = await this.versions.latest();
    if (!latest) return undefined;
    if (this.cached?.version === latest.version) return this.cached;
    const config = showConfigSchema.safeParse(await this.store.readJson(latest.version, CONFIG_PATH));
    const timeZone = config.success ? config.data.timeZone : DEFAULT_TIME_ZONE;
    const byLanguage: PublishedSessions['byLanguage'] = { fr: new Map(), en: new Map() };
    for (const language of ['fr', 'en'] as const) {
      const bundle = eventsOfBundleSchema.safeParse(
        await this.store.readJson(latest.version, `offline/db_${LOCALE_CODES[language]}.json`),
      );
      const table = bundle.success ? bundle.data.data.events : undefined;
      for (const row of table?.rows ?? []) {
        const session = sessionOf(decodeRow(table?.fields ?? [], row), timeZone);
        if (session !== null) byLanguage[language].set(session.eventId, session);
      }
    }
    this.cached = {
      version: latest.version,
      timeZone,
      leadMinutes: reminderLeadMinutesOf(config.success ? config.data : undefined),
      byLanguage,
    };
    return this.cached;
  }
}
