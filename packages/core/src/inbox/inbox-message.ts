import { z } from 'zod';
import { INBOX_ACTION_MAX_CHARS, isInboxAction } from './inbox-action.js';

/** Longest title and content the back office accepts; the push payload carries a shorter excerpt. */
export const INBOX_TITLE_MAX_CHARS = 200;
export const INBOX_CONTENT_MAX_CHARS = 20_000;

/**
 * A message of the inbox as the back office sends it, by the fetch and by Web Push alike (spec
 * modules §3 "Inbox message: id, date, title, content, action"; `read` is the device's own).
 * `content` is HTML, sanitised on the server and sanitised again by the app before display.
 */
export const inboxMessageSchema = z.object({
  id: z.string().trim().min(1).max(100),
  /** ISO date and time with its offset (the back office writes UTC). */
  date: z.iso.datetime({ offset: true }),
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX_CHARS),
  content: z.string().max(INBOX_CONTENT_MAX_CHARS),
  action: z
    .string()
    .trim()
    .max(INBOX_ACTION_MAX_CHARS)
    .refine(isInboxAction, { message: 'must be an https URL or a page of the app' })
    .optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A message kept on the device, with whether the user has seen it. */
export interface StoredInboxMessage extends InboxMessage {
  read: boolean;
}
