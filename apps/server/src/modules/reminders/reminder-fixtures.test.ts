import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planReminders, sessionStartInstant } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../import/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const schedulesDir = path.resolve(repoRoot, '../shared/fixtures/schedules');

/** The real programmes whose sessions reminders are planned for (the invalid example is refused at import). */
const SCHEDULES = [
  'fosdem-2025-schedule.xml',
  '39c3-everything.schedule.json',
  'c3voc-frab-camp2019.schedule.json',
  'c3voc-hub-schedule2.json',
  'c3voc-pretalx-democon.schedule.json',
];

const MINUTE = 60_000;

if (!existsSync(schedulesDir)) {
  it('fixtures folder absent: reminder interop tests skipped', () => {
    console.warn(`fixtures folder absent (${schedulesDir}): reminder interop tests skipped`);
    expect(existsSync(schedulesDir)).toBe(false);
  });
} else {
  describe('reminders of real programmes', () => {
    it.each(SCHEDULES)(
      '%s: every session with a start gets its reminder at the instant the file gives',
      async (name) => {
        const result = await readImportFile(path.join(schedulesDir, name));
        const starts = result.items
          .filter((item) => item.type === 'events' && typeof item.fields.start_date === 'string')
          .map((item) => String(item.fields.start_date));
        expect(starts.length).toBeGreaterThan(0);
        for (const start of starts) {
          const instant = sessionStartInstant(start, 'Europe/Paris');
          expect(instant, start).not.toBeNull();
          // The importers write the file's offset; read on any show clock, the instant is the file's.
          if (/[+-]\d{2}:\d{2}$|Z$/.test(start)) expect(instant, start).toBe(Date.parse(start));
        }
      },
    );

    it("39C3's 1h00 concert, on the 27th's grid, is reminded at 0h50 on the 28th", async () => {
      const result = await readImportFile(path.join(schedulesDir, '39c3-everything.schedule.json'));
      const night = result.items.find((item) => item.type === 'events' && item.fields.title === 'GAYLIENZ');
      expect(night?.fields.start_date).toBe('2025-12-28T01:00:00+01:00');
      const start = sessionStartInstant(night?.fields.start_date, 'Europe/Berlin');
      expect(start).toBe(Date.parse('2025-12-28T00:00:00Z'));
      const sessions = [{ id: night?.original_id ?? '', start: start ?? 0 }];
      const before = planReminders({
        sessions,
        leadMinutes: 10,
        now: Date.parse('2025-12-28T00:49:00+01:00'),
        notified: new Set(),
      });
      expect(before.due).toEqual([]);
      expect(before.nextDueAt).toBe(Date.parse('2025-12-28T00:50:00+01:00'));
      const at = planReminders({
        sessions,
        leadMinutes: 10,
        now: (start ?? 0) - 10 * MINUTE,
        notified: new Set(),
      });
      expect(at.due.map((reminder) => [reminder.kind, reminder.sessionId])).toEqual([
        ['upcoming', night?.original_id],
      ]);
    });
  });
}
