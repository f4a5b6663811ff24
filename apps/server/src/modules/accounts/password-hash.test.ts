import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hashPassword('été 2026!');
    const second = await hashPassword('été 2026!');
    expect(first).not.toBe(second);
    expect(await verifyPassword('été 2026!', first)).toBe(true);
    expect(await verifyPassword('ete 2026!', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('never matches an unreadable stored value', async () => {
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3')).toBe(false);
  });
});
