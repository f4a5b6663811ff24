import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MailSettings } from '../../config.js';

/** How the notes export relays mail: through SMTP when configured, else into an outbox folder. */
export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…; absent: messages are written to `outboxDir`. */
  smtpUrl?: string;
  /** The show's own sender (MAIL_FROM or its default): every mail goes out from it. */
  from: string;
  /** Sends per hour per device (client address) and per recipient; defaults in the service. */
  quotas?: { perDevicePerHour?: number; perRecipientPerHour?: number };
  /** The show's notes-mail secret the app sends as `key`. */
  notesKey: string;
  outboxDir: string;
}

/**
 * The secret of DATA_DIR/notes-mail.key, created on first start when NOTES_MAIL_KEY is not set, so
 * that every show has its own; publishing puts it in config.json, where the app reads it.
 */
function storedNotesKey(dataDir: string): string {
  const file = path.join(dataDir, 'notes-mail.key');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch {
    // First start: generate below.
  }
  const key = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** The relay's settings as config.ts read them; the outbox is DATA_DIR/outbox. */
export function loadMailConfig(settings: MailSettings, dataDir: string): MailConfig {
  return {
    ...(settings.smtpUrl ? { smtpUrl: settings.smtpUrl } : {}),
    from: settings.from,
    notesKey: settings.notesKey || storedNotesKey(dataDir),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}
