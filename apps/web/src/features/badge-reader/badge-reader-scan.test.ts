import { generateBadgeKeyPair, type SignedBadgeOptions, signBadge } from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBadgeReaderScan } from './badge-reader-scan.js';
import { DexieScannedContactStore, ScannedContactDatabase } from './scanned-contact-store.js';

const NOW = Date.UTC(2026, 10, 22, 10);
let options: SignedBadgeOptions;
let badge: string;

beforeAll(async () => {
  const keys = await generateBadgeKeyPair();
  options = { publicKey: keys.publicKey, showId: 'show' };
  badge = await signBadge(
    {
      code: 'B-1',
      firstName: 'Lea',
      lastName: 'Roux',
      organizationName: 'Umbrella',
      email: 'lea.roux@umbrella.fr',
      role: 'CTO',
      showId: 'show',
      issuedAt: NOW,
    },
    keys.privateKey,
  );
});

function newStore(): DexieScannedContactStore {
  return new DexieScannedContactStore(
    new ScannedContactDatabase('t', { indexedDB: new IDBFactory(), IDBKeyRange }),
  );
}

describe('the visitor badge reader', () => {
  it('opens a signed badge as a contact with the e-mail domain only', async () => {
    const scan = await readBadgeReaderScan(
      { kind: 'decoded', text: `#${badge}` },
      options,
      async () => undefined,
      NOW,
    );
    expect(scan).toEqual({
      kind: 'contact',
      contact: {
        id: 'B-1',
        scanDate: NOW,
        firstName: 'Lea',
        lastName: 'Roux',
        organizationName: 'Umbrella',
        email: '@umbrella.fr',
        role: '',
        phone: '',
        mobilePhone: '',
        civility: '',
      },
    });
  });

  it('refuses plain badges and other QR codes as unhandled, and forged ones as invalid', async () => {
    const none = async () => undefined;
    const read = (text: string) => readBadgeReaderScan({ kind: 'decoded', text }, options, none, NOW);
    expect(await read('V0001&Durand#Anna')).toEqual({ kind: 'message', message: 'unhandledQr' });
    expect(await read('https://example.com')).toEqual({ kind: 'message', message: 'unhandledQr' });
    const forged = `${badge.slice(0, -4)}AAAA`;
    expect(await read(forged)).toEqual({ kind: 'message', message: 'invalidBadge' });
    expect(await readBadgeReaderScan({ kind: 'denied' }, options, none, NOW)).toEqual({
      kind: 'message',
      message: 'scanDenied',
    });
  });

  it('a second scan of a saved badge updates the saved contact, keeping what the visitor typed', async () => {
    const store = newStore();
    await store.save('user:1', {
      id: 'B-1',
      scanDate: NOW - 1000,
      firstName: 'Lea',
      lastName: 'Roux',
      organizationName: 'Old name',
      email: 'lea@umbrella.fr',
      role: '',
      phone: '+33 1 23',
      mobilePhone: '',
      civility: '',
    });
    const scan = await readBadgeReaderScan(
      { kind: 'decoded', text: badge },
      options,
      (id) => store.get('user:1', id),
      NOW,
    );
    if (scan.kind !== 'contact') throw new Error('expected a contact');
    expect(scan.contact).toMatchObject({
      organizationName: 'Umbrella',
      phone: '+33 1 23',
      email: 'lea@umbrella.fr',
    });
    await store.save('user:1', scan.contact);
    expect(await store.list('user:1')).toHaveLength(1);
    // Another user of the device sees none of them.
    expect(await store.list('user:2')).toEqual([]);
    store.close();
  });
});
