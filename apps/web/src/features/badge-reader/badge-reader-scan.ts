import { readVisitorBadge, type SignedBadgeOptions } from '@showfloor/core';
import type { QrScanOutcome } from '../../platform/camera/index.js';
import type { ScannedContact } from './scanned-contact-store.js';

export type BadgeReaderMessage = 'scanDenied' | 'scanError' | 'noResult' | 'unhandledQr' | 'invalidBadge';

export type BadgeReaderScan =
  | { kind: 'contact'; contact: ScannedContact }
  | { kind: 'message'; message: BadgeReaderMessage }
  | { kind: 'cancelled' };

/**
 * What a scan gives the visitor: a contact to confirm, opened over the stored one when the badge was
 * scanned before (a new scan updates it), or the message saying why there is none.
 */
export async function readBadgeReaderScan(
  outcome: QrScanOutcome,
  options: SignedBadgeOptions,
  existing: (id: string) => Promise<ScannedContact | undefined>,
  now: number,
): Promise<BadgeReaderScan> {
  if (outcome.kind === 'cancelled') return { kind: 'cancelled' };
  if (outcome.kind === 'denied') return { kind: 'message', message: 'scanDenied' };
  if (outcome.kind === 'error') return { kind: 'message', message: 'scanError' };
  if (outcome.text.trim() === '') return { kind: 'message', message: 'noResult' };
  const read = await readVisitorBadge(outcome.text, options);
  if (!read.ok)
    return { kind: 'message', message: read.error === 'unhandledQr' ? 'unhandledQr' : 'invalidBadge' };
  const { id, firstName, lastName, organizationName, email } = read.badge;
  const previous = await existing(id);
  const fromBadge = { id, firstName, lastName, organizationName, scanDate: now };
  const contact: ScannedContact = previous
    ? // What the visitor typed last time stays; the badge refreshes what it carries.
      { ...previous, ...fromBadge, email: previous.email || email }
    : { ...fromBadge, email, role: '', phone: '', mobilePhone: '', civility: '' };
  return { kind: 'contact', contact };
}
