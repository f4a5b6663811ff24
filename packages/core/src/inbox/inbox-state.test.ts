import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox-message.js';
import {
  clearInbox,
  EMPTY_INBOX,
  INBOX_MAX_MESSAGES,
  type InboxState,
  inboxFetchSince,
  mergeInboxMessages,
  openInbox,
  receiveInboxMessages,
  unreadInboxCount,
} from './inbox-state.js';

const message = (id: string, date: string, title = `Message ${id}`): InboxMessage => ({
  id,
  date,
  title,
  content: `<p>${title}</p>`,
});

const MONDAY = '2026-11-23T08:00:00.000Z';
const TUESDAY = '2026-11-24T08:00:00.000Z';
const WEDNESDAY = '2026-11-25T08:00:00.000Z';

const elsewhere = { isInboxOpen: false, isBulk: false };
const fetched = { isInboxOpen: false, isBulk: true };

describe('receiving messages', () => {
  it('inserts each message by date, newest first, whatever order they arrive in', () => {
    let state = receiveInboxMessages(EMPTY_INBOX, [message('b', TUESDAY)], elsewhere);
    state = receiveInboxMessages(state, [message('a', MONDAY), message('c', WEDNESDAY)], elsewhere);
    expect(state.messages.map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('adds to the unread count while the inbox is not on screen, not while it is', () => {
    let state = receiveInboxMessages(EMPTY_INBOX, [message('a', MONDAY), message('b', TUESDAY)], elsewhere);
    expect(unreadInboxCount(state)).toBe(2);
    state = receiveInboxMessages(state, [message('c', WEDNESDAY)], { isInboxOpen: true, isBulk: false });
    expect(unreadInboxCount(state)).toBe(2);
  });

  it('counts a message once when the push and the fetch both bring it, keeping the newer text', () => {
    let state = receiveInboxMessages(EMPTY_INBOX, [message('a', MONDAY, 'Short')], elsewhere);
    state = openInbox(state);
    state = receiveInboxMessages(state, [message('a', MONDAY, 'Complete')], fetched);
    expect(state.messages).toEqual([{ ...message('a', MONDAY, 'Complete'), read: true }]);
    expect(unreadInboxCount(state)).toBe(0);
  });

  it('keeps a message’s texts in each language', () => {
    const translations = {
      fr: { title: 'Bonjour', content: 'Texte' },
      en: { title: 'Hello', content: 'Text' },
    };
    const state = receiveInboxMessages(EMPTY_INBOX, [{ ...message('a', MONDAY), translations }], fetched);
    expect(state.messages[0]?.translations).toEqual(translations);
  });

  it('is ready after a whole list was added, not after a single push', () => {
    expect(receiveInboxMessages(EMPTY_INBOX, [message('a', MONDAY)], elsewhere).isReady).toBe(false);
    expect(receiveInboxMessages(EMPTY_INBOX, [], fetched).isReady).toBe(true);
  });

  it(`keeps the newest ${INBOX_MAX_MESSAGES} messages`, () => {
    const many = Array.from({ length: INBOX_MAX_MESSAGES + 5 }, (_, index) =>
      message(`m${index}`, new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString()),
    );
    const state = receiveInboxMessages(EMPTY_INBOX, many, fetched);
    expect(state.messages).toHaveLength(INBOX_MAX_MESSAGES);
    expect(state.messages.at(-1)?.id).toBe('m5');
  });
});

describe('opening and clearing the inbox', () => {
  it('resets the unread count on opening', () => {
    const state = receiveInboxMessages(EMPTY_INBOX, [message('a', MONDAY), message('b', TUESDAY)], elsewhere);
    const opened = openInbox(state);
    expect(unreadInboxCount(opened)).toBe(0);
    expect(openInbox(opened)).toBe(opened);
  });

  it('clears every message, and the next fetch does not bring them back', () => {
    const state = receiveInboxMessages(EMPTY_INBOX, [message('a', MONDAY), message('b', TUESDAY)], fetched);
    const cleared = clearInbox(state);
    expect(cleared.messages).toEqual([]);
    expect(inboxFetchSince(cleared)).toBe(TUESDAY);
    const refetched = receiveInboxMessages(
      cleared,
      [message('a', MONDAY), message('b', TUESDAY), message('c', WEDNESDAY)],
      fetched,
    );
    expect(refetched.messages.map((entry) => entry.id)).toEqual(['c']);
  });

  it('asks the back office for messages since the newest one it knows', () => {
    expect(inboxFetchSince(EMPTY_INBOX)).toBeNull();
    const state: InboxState = receiveInboxMessages(
      EMPTY_INBOX,
      [message('a', MONDAY), message('b', TUESDAY)],
      fetched,
    );
    expect(inboxFetchSince(state)).toBe(TUESDAY);
  });
});

describe('mergeInboxMessages properties', () => {
  const dateArbitrary = fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((time) => new Date(time).toISOString());
  const messageArbitrary = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    date: dateArbitrary,
    title: fc.string({ minLength: 1, maxLength: 8 }),
    content: fc.string({ maxLength: 8 }),
  });
  const listArbitrary = fc.array(messageArbitrary, { maxLength: 12 });
  const optionsArbitrary = fc.record({
    isInboxOpen: fc.boolean(),
    clearedUntil: fc.option(dateArbitrary, { nil: null }),
  });

  it('is idempotent: merging the same messages again changes nothing', () => {
    fc.assert(
      fc.property(listArbitrary, listArbitrary, optionsArbitrary, (first, second, options) => {
        const once = mergeInboxMessages(mergeInboxMessages([], first, options), second, options);
        expect(mergeInboxMessages(once, second, options)).toEqual(once);
        expect(mergeInboxMessages(once, once, options)).toEqual(once);
      }),
    );
  });

  it('keeps the list ordered newest first with unique ids', () => {
    fc.assert(
      fc.property(listArbitrary, listArbitrary, optionsArbitrary, (first, second, options) => {
        const merged = mergeInboxMessages(mergeInboxMessages([], first, options), second, options);
        const times = merged.map((entry) => Date.parse(entry.date));
        expect(times).toEqual([...times].sort((left, right) => right - left));
        expect(new Set(merged.map((entry) => entry.id)).size).toBe(merged.length);
        const clearedAt = options.clearedUntil === null ? -Infinity : Date.parse(options.clearedUntil);
        expect(times.every((time) => time > clearedAt)).toBe(true);
      }),
    );
  });
});
