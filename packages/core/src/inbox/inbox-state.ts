import type { InboxMessage, StoredInboxMessage } from './inbox-message.js';

/** Most messages a device keeps: the oldest beyond this are dropped when new ones arrive. */
export const INBOX_MAX_MESSAGES = 200;

/**
 * The device's inbox (spec modules §3 "The store keeps items byId and byDate … and an isReady
 * flag"). `messages` is the by-date view, newest first; ids are unique in it.
 */
export interface InboxState {
  messages: StoredInboxMessage[];
  /** True once a whole list has been added (spec modules §4 "Bulk add sets ready"). */
  isReady: boolean;
  /**
   * The date of the newest message the user cleared ("empty inbox"), or null. The back office
   * still has those messages and the next fetch brings them again: anything not newer is ignored.
   */
  clearedUntil: string | null;
}

export const EMPTY_INBOX: InboxState = { messages: [], isReady: false, clearedUntil: null };

export interface ReceiveOptions {
  /**
   * The inbox is the page on screen: the user sees the message arrive, so it does not add to the
   * home's unread count (spec modules §4).
   */
  isInboxOpen: boolean;
  /** A whole list (the fetch), as opposed to one pushed message: it sets `isReady`. */
  isBulk: boolean;
}

const instantOf = (date: string): number => Date.parse(date);

/** Newest first; equal dates by id, so that every device shows the same order. */
export function compareInboxMessages(left: InboxMessage, right: InboxMessage): number {
  const byDate = instantOf(right.date) - instantOf(left.date);
  if (byDate !== 0) return byDate;
  return left.id < right.id ? 1 : left.id > right.id ? -1 : 0;
}

/**
 * Inserts messages by date (spec modules §4), whichever way they came (fetch, push, or both for
 * the same message): a message already kept is updated in place and keeps its read flag, so
 * receiving the same list twice changes nothing. Messages not newer than `clearedUntil` are
 * ignored; the list keeps the newest INBOX_MAX_MESSAGES.
 */
export function mergeInboxMessages(
  kept: readonly StoredInboxMessage[],
  incoming: readonly InboxMessage[],
  options: { isInboxOpen: boolean; clearedUntil: string | null },
): StoredInboxMessage[] {
  const clearedAt =
    options.clearedUntil === null ? Number.NEGATIVE_INFINITY : instantOf(options.clearedUntil);
  const byId = new Map<string, StoredInboxMessage>();
  for (const message of kept) byId.set(message.id, message);
  for (const message of incoming) {
    if (!(instantOf(message.date) > clearedAt)) continue;
    const previous = byId.get(message.id);
    const { id, date, title, content, action, translations } = message;
    const read = previous?.read === true || options.isInboxOpen;
    const stored: StoredInboxMessage = { id, date, title, content, read };
    if (action !== undefined) stored.action = action;
    if (translations !== undefined) stored.translations = translations;
    byId.set(id, stored);
  }
  return [...byId.values()].sort(compareInboxMessages).slice(0, INBOX_MAX_MESSAGES);
}

/** Adds fetched or pushed messages to the inbox. */
export function receiveInboxMessages(
  state: InboxState,
  incoming: readonly InboxMessage[],
  options: ReceiveOptions,
): InboxState {
  const messages = mergeInboxMessages(state.messages, incoming, {
    isInboxOpen: options.isInboxOpen,
    clearedUntil: state.clearedUntil,
  });
  return { ...state, messages, isReady: state.isReady || options.isBulk };
}

/** Opening the inbox resets the home's unread count (spec modules §4): every message is now seen. */
export function openInbox(state: InboxState): InboxState {
  if (state.messages.every((message) => message.read)) return state;
  return { ...state, messages: state.messages.map((message) => ({ ...message, read: true })) };
}

/** The empty-inbox action (spec modules §4): every message goes, and stays gone after the next fetch. */
export function clearInbox(state: InboxState): InboxState {
  const newest = state.messages[0]?.date;
  const clearedUntil =
    newest === undefined ||
    (state.clearedUntil !== null && instantOf(state.clearedUntil) >= instantOf(newest))
      ? state.clearedUntil
      : newest;
  return { ...state, messages: [], clearedUntil };
}

/** The number the home shows on its menu button. */
export function unreadInboxCount(state: InboxState): number {
  return state.messages.reduce((count, message) => (message.read ? count : count + 1), 0);
}

/**
 * The `since` of the next fetch: the newest date the device knows (a kept message or the clear
 * mark), or null for everything. The back office answers messages at or after it; the ones the
 * device already has are merged away by id.
 */
export function inboxFetchSince(state: InboxState): string | null {
  const newest = state.messages[0]?.date ?? null;
  if (newest === null) return state.clearedUntil;
  if (state.clearedUntil === null) return newest;
  return instantOf(newest) >= instantOf(state.clearedUntil) ? newest : state.clearedUntil;
}
