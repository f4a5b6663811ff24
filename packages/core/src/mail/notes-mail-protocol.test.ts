import { describe, expect, it } from 'vitest';
import { notesMailErrorOf, notesMailRequestSchema } from './notes-mail-protocol.js';

describe('notesMailErrorOf', () => {
  it('maps the known codes and reads anything else as DEFAULT', () => {
    expect(notesMailErrorOf({ success: true, message: 'sent' })).toBeNull();
    expect(notesMailErrorOf({ success: false, message: 'INVALID_CREDENTIALS' })).toBe('INVALID_CREDENTIALS');
    expect(notesMailErrorOf({ success: false, message: 'INVALID_SMTP_CONFIGURATION' })).toBe(
      'INVALID_SMTP_CONFIGURATION',
    );
    expect(notesMailErrorOf({ success: false, message: 'Mailbox full' })).toBe('DEFAULT');
    expect(notesMailErrorOf(undefined)).toBe('DEFAULT');
  });
});

describe('notesMailRequestSchema', () => {
  it('requires an e-mail recipient', () => {
    const mailObject = {
      expeditor: 'Showfloor',
      recipient: 'not-an-address',
      subject: 'Notes',
      content: 'x',
    };
    expect(notesMailRequestSchema.safeParse({ mailObject, key: 'k' }).success).toBe(false);
    expect(
      notesMailRequestSchema.safeParse({ mailObject: { ...mailObject, recipient: 'a@b.test' }, key: 'k' })
        .success,
    ).toBe(true);
  });
});
