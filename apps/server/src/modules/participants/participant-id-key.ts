import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PARTICIPANT_ID_KEY_FILE = 'participant-ids.key';

/**
 * The secret behind public participant ids: PARTICIPANT_ID_KEY when set, else the one of
 * DATA_DIR/participant-ids.key, generated on first start. It must outlive restarts: a new key gives
 * every participant a new public id, and ids the devices hold (contacted participants, an open
 * sheet) then name nobody until the next login refreshes them. Several servers over one database
 * must share it (set PARTICIPANT_ID_KEY).
 */
export function loadParticipantIdKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, PARTICIPANT_ID_KEY_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch {
    // First start: generate below.
  }
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
