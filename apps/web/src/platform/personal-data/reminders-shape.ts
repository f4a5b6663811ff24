import { EMPTY_STORED_REMINDERS, type StoredReminders, storedRemindersSchema } from '@showfloor/core';
import { isEnvelope, type PersistedShape } from '../storage/persisted-shape.js';

export const REMINDERS_STORAGE_KEY = 'reminders';

/**
 * Session reminders on this device (docs/storage.md): the switch, and per show what was told so a
 * reload does not tell it again. Version 1; a damaged value reads as reminders on and nothing told.
 */
export const remindersShape: PersistedShape<StoredReminders> = {
  key: REMINDERS_STORAGE_KEY,
  version: 1,
  empty: EMPTY_STORED_REMINDERS,
  read: (stored) => {
    if (!isEnvelope(stored) || stored.version !== 1) return EMPTY_STORED_REMINDERS;
    const parsed = storedRemindersSchema.safeParse(stored.data);
    return parsed.success ? parsed.data : EMPTY_STORED_REMINDERS;
  },
};
