import { z } from 'zod';

/** What a device last knew of a favorite session: enough to tell "Cancelled" once it left the data. */
export const knownSessionSchema = z.object({
  start: z.number(),
  end: z.number().nullable(),
  title: z.string(),
  room: z.string(),
});
export type KnownSession = z.infer<typeof knownSessionSchema>;

export const showRemindersSchema = z.object({
  /** The keys of the reminders told on this device (`reminderKey`), of sessions not started yet. */
  told: z.array(z.string()),
  /** The favorite sessions planned for, by original id. */
  known: z.record(z.string(), knownSessionSchema),
});
export type ShowReminders = z.infer<typeof showRemindersSchema>;

/**
 * The device's push subscription as the back office last accepted it for reminders, with the switch
 * the sync subject and the language it was sent with: while `isOn`, the reminders come by push, not in the app.
 */
export const pushedRemindersSchema = z.object({
  endpoint: z.string(),
  subject: z.string(),
  isOn: z.boolean(),
  /** The language the pushed texts are written in; absent reads as not known (sent again). */
  language: z.enum(['fr', 'en']).optional(),
});
export type PushedReminders = z.infer<typeof pushedRemindersSchema>;

/** Session reminders as a device keeps them: the favorites page's switch, and per show what was told. */
export const storedRemindersSchema = z.object({
  /** The "Session reminders" switch, for every show of the device. */
  isOn: z.boolean(),
  /** Per show, by its `showKey` ('' for a show that has none). */
  shows: z.record(z.string(), showRemindersSchema),
  /** Absent or null: this device's reminders are told in the app. */
  push: pushedRemindersSchema.nullable().optional(),
});
export type StoredReminders = z.infer<typeof storedRemindersSchema>;

export const EMPTY_SHOW_REMINDERS: ShowReminders = { told: [], known: {} };
export const EMPTY_STORED_REMINDERS: StoredReminders = { isOn: true, shows: {} };
