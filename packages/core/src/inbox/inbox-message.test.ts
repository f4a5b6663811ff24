import { describe, expect, it } from 'vitest';
import { inboxMessageIn, inboxMessageSchema } from './inbox-message.js';

describe('an inbox message in the device’s language', () => {
  const message = inboxMessageSchema.parse({
    id: 'm1',
    date: '2026-11-28T09:00:00.000Z',
    title: 'Ouverture',
    content: 'Le hall ouvre.',
    translations: { en: { title: 'Opening', content: 'The hall opens.' } },
  });

  it('shows the language’s own texts, else the message’s (the show’s first language)', () => {
    expect(inboxMessageIn(message, 'en')).toEqual({ title: 'Opening', content: 'The hall opens.' });
    expect(inboxMessageIn(message, 'fr')).toEqual({ title: 'Ouverture', content: 'Le hall ouvre.' });
  });

  it('reads a message of an earlier back office, which has one text', () => {
    const { translations: _none, ...earlier } = message;
    expect(inboxMessageIn(inboxMessageSchema.parse(earlier), 'en').title).toBe('Ouverture');
  });
});
