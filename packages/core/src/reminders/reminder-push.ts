import { z } from 'zod';
import type { Language } from '../catalog/localized.js';
import { formatSessionTime } from '../updater/what-changed.js';
import type { ReminderKind } from './reminder-planner.js';

/**
 * Session reminders by Web Push (docs/protocol.md "Session reminders"): a device whose favorites
 * are synchronised and that allowed notifications ties its push subscription to its sync subject,
 * and the back office pushes its reminders at their time.
 */
export const REMINDER_DEVICES_PATH = '/reminders/devices';

/**
 * PUT /reminders/devices: the device's push subscription (endpoint, and its auth secret as the
 * proof that the subscription is the caller's), a fresh sync token (the proof that the favorites
 * are the caller's), the switch and the language of the texts.
 */
export const reminderDeviceRequestSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(1_024)
    .regex(/^[A-Za-z0-9+/=_-]+$/, 'must be base64'),
  endpoint: z.url().max(2_000),
  auth: z.string().min(1).max(200),
  isOn: z.boolean(),
  language: z.enum(['fr', 'en']),
});
export type ReminderDeviceRequest = z.infer<typeof reminderDeviceRequestSchema>;

export const reminderDeviceResponseSchema = z.object({ isOn: z.boolean() });
export type ReminderDeviceResponse = z.infer<typeof reminderDeviceResponseSchema>;

/** What a reminder push carries: the texts the notification shows, and where a click leads. */
export const reminderPushPayloadSchema = z.object({
  type: z.literal('reminder'),
  reminder: z.object({
    key: z.string(),
    kind: z.enum(['upcoming', 'cancelled']),
    title: z.string(),
    body: z.string(),
    /** An app route (`?/event?id=12`); absent for a cancelled session, which has no sheet. */
    action: z.string().optional(),
  }),
});
export type ReminderPushPayload = z.infer<typeof reminderPushPayloadSchema>;

const TITLES: Record<Language, Record<ReminderKind, (title: string) => string>> = {
  en: { upcoming: (title) => `Starting soon: ${title}`, cancelled: (title) => `Cancelled: ${title}` },
  fr: { upcoming: (title) => `Bientôt : ${title}`, cancelled: (title) => `Annulée : ${title}` },
};

export interface RemindedSession {
  start: number;
  end: number | null;
  title: string;
  room: string;
}

/** A reminder's notification texts, as the app's popup words them: title, then time and room. */
export function reminderPushTexts(
  kind: ReminderKind,
  session: RemindedSession,
  language: Language,
  timeZone: string,
): { title: string; body: string } {
  const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());
  const time = formatSessionTime({ start: iso(session.start), end: iso(session.end) }, language, timeZone);
  return {
    title: TITLES[language][kind](session.title),
    body: session.room === '' ? time : `${time} · ${session.room}`,
  };
}
