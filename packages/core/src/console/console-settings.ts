import { z } from 'zod';
import { organiserProfileConfigSchema, showConfigSchema } from '../config/show-config.js';

/** The configuration's fields the back office writes itself: the console neither shows nor sends them. */
const BACK_OFFICE_FIELDS = { showKey: true, badges: true, notesMailKey: true, publishedTypes: true } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the runtime knows an IANA time zone (`Europe/Paris`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The show's settings as the console edits them: the importers' configuration schema, without what
 * the back office writes itself (the show's identity, badge keys, notes-mail key, published types),
 * each profile with an optional new access code (set or changed, never read back). On top of the
 * schema, what an organiser typing in a form gets wrong and an import file rarely does: dates in
 * order, a default language among the languages, a real time zone, profiles and ads named once.
 */
export const consoleSettingsSchema = showConfigSchema
  .omit(BACK_OFFICE_FIELDS)
  .extend({
    startDate: z.string().regex(ISO_DATE, 'must be a date (YYYY-MM-DD)'),
    endDate: z.string().regex(ISO_DATE, 'must be a date (YYYY-MM-DD)'),
    timeZone: z.string().refine(isTimeZone, 'must be a time zone such as Europe/Paris'),
    profiles: z.array(organiserProfileConfigSchema.omit({ codeHash: true })).min(1),
  })
  .superRefine((settings, context) => {
    const areDates = ISO_DATE.test(settings.startDate) && ISO_DATE.test(settings.endDate);
    if (areDates && settings.endDate < settings.startDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
    if (!settings.languages.includes(settings.defaultLanguage))
      context.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: 'must be one of the show’s languages',
      });
    const keys = new Set<string>();
    settings.profiles.forEach((profile, index) => {
      if (keys.has(profile.key))
        context.addIssue({ code: 'custom', path: ['profiles', index, 'key'], message: 'is already used' });
      keys.add(profile.key);
    });
    const ads = new Set<string>();
    settings.ads.forEach((ad, index) => {
      if (ads.has(ad.id))
        context.addIssue({ code: 'custom', path: ['ads', index, 'id'], message: 'is already used' });
      ads.add(ad.id);
    });
  });
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;
/** What the form holds before it is parsed (defaults not yet applied). */
export type ConsoleSettingsInput = z.input<typeof consoleSettingsSchema>;

/** The settings the console opens: the draft configuration, and which profiles hold a code. */
export const consoleSettingsResponseSchema = z.object({
  /**
   * Null before any import or demo. Read with the importers' schema alone: a stored configuration the
   * console's stricter form would refuse still opens, to be corrected.
   */
  settings: showConfigSchema.omit(BACK_OFFICE_FIELDS).nullable(),
  profilesWithCode: z.array(z.string()),
});
export type ConsoleSettingsResponse = z.infer<typeof consoleSettingsResponseSchema>;

export const consoleSettingsSavedSchema = z.object({
  isSaved: z.literal(true),
  /** What the organiser should know (a protected profile without a code). */
  warnings: z.array(z.string()),
});

/** JSON with every object's keys sorted: a stored configuration (jsonb) comes back in another key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The top-level fields whose values differ: what the audit log says a save changed. */
export function changedSettingsFields(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter((name) => canonical(before?.[name]) !== canonical(after[name])).sort();
}
