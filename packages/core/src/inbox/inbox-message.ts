import { z } from 'zod';
import { LANGUAGES, type Language } from '../catalog/localized.js';
import { INBOX_ACTION_MAX_CHARS, isInboxAction } from './inbox-action.js';

/** Longest title and content the back office accepts; the push payload carries a shorter excerpt. */
export const INBOX_TITLE_MAX_CHARS = 200;
export const INBOX_CONTENT_MAX_CHARS = 20_000;

/** A message's title and content in one language. */
export const inboxTranslationSchema = z.object({
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX_CHARS),
  content: z.string().max(INBOX_CONTENT_MAX_CHARS),
});
export type InboxTranslation = z.infer<typeof inboxTranslationSchema>;

/** A message's texts per language (a message of an earlier back office has none). */
export const inboxTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), inboxTranslationSchema);
export type InboxTranslations = z.infer<typeof inboxTranslationsSchema>;

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
  /**
   * The title and content per language, when the organiser wrote them in both; `title` and `content`
   * then hold the show's first language's, which an app that ignores translations shows.
   */
  translations: inboxTranslationsSchema.optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A message kept on the device, with whether the user has seen it. */
export interface StoredInboxMessage extends InboxMessage {
  read: boolean;
}

/**
 * The title and content a device shows in its language: the message's own in that language, else
 * its `title` and `content` (the show's first language's, or the only ones it has).
 */
export function inboxMessageIn(
  message: Pick<InboxMessage, 'title' | 'content' | 'translations'>,
  language: Language,
): InboxTranslation {
  return message.translations?.[language] ?? { title: message.title, content: message.content };
}
