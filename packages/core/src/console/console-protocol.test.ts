import { describe, expect, it } from 'vitest';
import {
  consoleLoginSchema,
  consoleSetPasswordSchema,
  ORGANISER_ROLES,
  roleAllows,
} from './console-protocol.js';

describe('organiser roles', () => {
  it('lets staff read and send messages, and nothing else', () => {
    expect(roleAllows('staff', 'read')).toBe(true);
    expect(roleAllows('staff', 'message')).toBe(true);
    expect(roleAllows('staff', 'edit')).toBe(false);
    expect(roleAllows('staff', 'publish')).toBe(false);
    expect(roleAllows('staff', 'manage-organisers')).toBe(false);
  });

  it('lets editors change the show but not the organisers; owners do everything', () => {
    expect(roleAllows('editor', 'edit')).toBe(true);
    expect(roleAllows('editor', 'publish')).toBe(true);
    expect(roleAllows('owner', 'publish')).toBe(true);
    expect(roleAllows('editor', 'manage-organisers')).toBe(false);
    expect(roleAllows('owner', 'erase-people')).toBe(true);
    expect(roleAllows('editor', 'erase-people')).toBe(false);
    expect(roleAllows('staff', 'erase-people')).toBe(false);
    for (const role of ORGANISER_ROLES) expect(roleAllows(role, 'read')).toBe(true);
    expect(roleAllows('owner', 'manage-organisers')).toBe(true);
  });
});

describe('console forms', () => {
  it('compares e-mail addresses without case or surrounding spaces', () => {
    expect(consoleLoginSchema.parse({ email: ' Organiser@Demo.Showfloor.Test ', password: 'x' }).email).toBe(
      'organiser@demo.showfloor.test',
    );
  });

  it('refuses a new password shorter than ten characters, naming the field', () => {
    const result = consoleSetPasswordSchema.safeParse({ token: 'a'.repeat(43), password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });
});
