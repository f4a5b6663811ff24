import { z } from 'zod';
import { inboxTranslationsSchema } from '../inbox/inbox-message.js';

/**
 * The organiser console's roles and rules (docs/console.md), shared by the back office that enforces
 * them and the console that shows only what a role may do.
 */
export const ORGANISER_ROLES = ['owner', 'editor', 'staff'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

/**
 * What a change in the console is: reading the show, sending messages, editing the show's settings
 * and content, publishing a data version (a rollback included), managing the organisers themselves,
 * or erasing a participant (GDPR: it cannot be undone, so the owner alone may).
 */
export type ConsoleAction = 'read' | 'message' | 'edit' | 'publish' | 'manage-organisers' | 'erase-people';

const ALLOWED: Readonly<Record<OrganiserRole, readonly ConsoleAction[]>> = {
  owner: ['read', 'message', 'edit', 'publish', 'manage-organisers', 'erase-people'],
  editor: ['read', 'message', 'edit', 'publish'],
  staff: ['read', 'message'],
};

export function roleAllows(role: OrganiserRole, action: ConsoleAction): boolean {
  return ALLOWED[role].includes(action);
}

/** A console session ends after this long without a call… */
export const CONSOLE_SESSION_IDLE_MINUTES = 30;
/** …and, however busy, this long after its login. */
export const CONSOLE_SESSION_MAX_HOURS = 12;
/** A set-password link works once, within this time. */
export const ORGANISER_LINK_HOURS = 72;
export const ORGANISER_PASSWORD_MIN_CHARS = 10;
/** The header every change carries, with the token the session's login answered. */
export const CONSOLE_CSRF_HEADER = 'x-csrf-token';
/** The path of the console, under the show's address. */
export const CONSOLE_PATH = '/console';
/** The search parameter of a set-password link (`/console/?set-password=…`). */
export const SET_PASSWORD_PARAMETER = 'set-password';

export const organiserEmailSchema = z.string().trim().toLowerCase().email().max(254);

export const consoleLoginSchema = z.object({
  email: organiserEmailSchema,
  password: z.string().min(1).max(1_000),
});

export const consoleSetPasswordSchema = z.object({
  token: z.string().min(20).max(100),
  password: z.string().min(ORGANISER_PASSWORD_MIN_CHARS).max(1_000),
});

/** Who is logged in to the console, and the token their changes carry. */
export const consoleSessionSchema = z.object({
  email: z.string(),
  role: z.enum(ORGANISER_ROLES),
  csrfToken: z.string(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** A line of the audit log as the console lists it. */
export const auditEntrySchema = z.object({
  at: z.string(),
  /** The organiser's e-mail address, or `command line`. */
  actor: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntriesResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

/** A sent inbox message as the console lists it: the profile it went to, null for everyone. */
export const consoleMessageSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  content: z.string(),
  action: z.string().optional(),
  profile: z.string().nullable(),
  /** Devices the push reached; null while it goes out. */
  pushedCount: z.number().int().nullable(),
  translations: inboxTranslationsSchema.nullable().optional(),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

/** A message waiting for its time (`sendAt`), which can still be changed or deleted. */
export const scheduledMessageSchema = z.object({
  id: z.string(),
  sendAt: z.string(),
  title: z.string(),
  content: z.string(),
  action: z.string().nullable(),
  profile: z.string().nullable(),
  /** The title and content per language; null for a message written in one. */
  translations: inboxTranslationsSchema.nullable().optional(),
});
export type ScheduledMessage = z.infer<typeof scheduledMessageSchema>;

export const consoleMessagesResponseSchema = z.object({
  messages: z.array(consoleMessageSchema),
  scheduled: z.array(scheduledMessageSchema),
});
export const consoleMessageSentSchema = z.object({
  message: consoleMessageSchema.omit({ profile: true, pushedCount: true }),
  /** Devices the push reached. */
  pushed: z.number().int(),
  failed: z.number().int(),
});

/** When a scheduled message goes: an instant with its offset, which must be in the future. */
export const scheduledSendAtSchema = z.iso.datetime({ offset: true });

/** The answers of the calls that change no listed thing. */
export const consolePasswordSetSchema = z.object({ isSet: z.literal(true) });
export const consoleLoggedOutSchema = z.object({ isLoggedOut: z.literal(true) });
export const consoleSavedSchema = z.object({ isSaved: z.literal(true) });
export const consoleDeletedSchema = z.object({ isDeleted: z.literal(true) });

/** A lead capture licence as the console lists it (the demo's are not listed). */
export const consoleLicenceSchema = z.object({
  code: z.string(),
  exhibitorOriginalId: z.string(),
  exhibitorName: z.string(),
  userQuota: z.number().int(),
  /** The users registered on it: each takes a seat of the quota. */
  users: z.array(z.string()),
  devices: z.array(z.object({ mobileId: z.string(), checkedAt: z.string() })),
  /** Leads of its exhibitor, all licences together (their export stays the exhibitor's). */
  exhibitorLeads: z.number().int(),
});
export type ConsoleLicence = z.infer<typeof consoleLicenceSchema>;
export const consoleLicencesResponseSchema = z.object({ licences: z.array(consoleLicenceSchema) });

/** Most licences one sale creates, and most users one licence seats. */
export const LICENCES_PER_SALE_MAX = 50;
export const LICENCE_USER_QUOTA_MAX = 100;

export const licenceSaleSchema = z.object({
  exhibitorOriginalId: z.string().trim().min(1).max(200),
  count: z.number().int().min(1).max(LICENCES_PER_SALE_MAX),
  userQuota: z.number().int().min(1).max(LICENCE_USER_QUOTA_MAX),
});
export type LicenceSale = z.infer<typeof licenceSaleSchema>;
export const licencesCreatedSchema = z.object({ codes: z.array(z.string()) });
