import { describe, expect, it } from 'vitest';
import { parseInboxAction } from './inbox-action.js';
import { inboxMessageSchema } from './inbox-message.js';

describe('parseInboxAction', () => {
  it('reads an https address as a web page to open', () => {
    expect(parseInboxAction('https://show.example/programme?day=2#keynote')).toEqual({
      kind: 'url',
      url: 'https://show.example/programme?day=2#keynote',
    });
    expect(parseInboxAction(' HTTPS://show.example ')).toEqual({ kind: 'url', url: 'https://show.example' });
  });

  it('reads a page of the app, with or without the route separator, with its props', () => {
    expect(parseInboxAction('/exhibitor?id=12')).toEqual({
      kind: 'route',
      route: { pageKey: 'exhibitor', props: { id: 12 } },
    });
    expect(parseInboxAction('?/inbox')).toEqual({ kind: 'route', route: { pageKey: 'inbox', props: {} } });
  });

  it('refuses script, data, plain http, protocol-relative and look-alike addresses', () => {
    for (const action of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://show.example',
      '//evil.example/path',
      'https://show.example@evil.example',
      'https://',
      'https:///path',
      'https://show.example/a b',
      'https://show.example/\u0000',
      'vbscript:msgbox',
      'mailto:someone@example.com',
    ]) {
      expect(parseInboxAction(action), action).toBeNull();
    }
  });

  it('refuses a page the app does not have, and an empty action', () => {
    expect(parseInboxAction('/nowhere')).toBeNull();
    expect(parseInboxAction('   ')).toBeNull();
    expect(parseInboxAction(`https://show.example/${'a'.repeat(2_000)}`)).toBeNull();
  });
});

describe('inboxMessageSchema', () => {
  const message = {
    id: 'm-1',
    date: '2026-11-21T09:30:00.000Z',
    title: 'Doors open',
    content: '<p>Welcome</p>',
  };

  it('accepts a message with or without an action', () => {
    expect(inboxMessageSchema.parse(message)).toEqual(message);
    expect(inboxMessageSchema.parse({ ...message, action: '/inbox' }).action).toBe('/inbox');
  });

  it('names the field at fault', () => {
    const result = inboxMessageSchema.safeParse({ ...message, action: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['action']);
    expect(inboxMessageSchema.safeParse({ ...message, date: 'yesterday' }).error?.issues[0]?.path).toEqual([
      'date',
    ]);
    expect(inboxMessageSchema.safeParse({ ...message, title: ' ' }).error?.issues[0]?.path).toEqual([
      'title',
    ]);
  });
});
