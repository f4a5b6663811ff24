import { z } from 'zod';

/** Path of the notes export call (spec modules §7: "POST to a notes mail service"). */
export const NOTES_MAIL_PATH = '/notes/mail';

/** The exported notes mail (spec modules §3): who sends, who receives, subject and plain-text body. */
export const notesMailObjectSchema = z.object({
  expeditor: z.string().trim().min(1).max(320),
  recipient: z.email().max(320),
  subject: z.string().trim().min(1).max(300),
  // Notes are short texts typed on a phone; the cap only keeps the endpoint from relaying bulk mail.
  content: z.string().min(1).max(200_000),
});
export type NotesMailObject = z.infer<typeof notesMailObjectSchema>;

export const notesMailRequestSchema = z.object({
  mailObject: notesMailObjectSchema,
  /** The show's notes-mail secret: the endpoint relays mail only for the show's own app. */
  key: z.string().min(1).max(200),
});
export type NotesMailRequest = z.infer<typeof notesMailRequestSchema>;

/** Spec modules §8 "Notes export": the failures the app tells apart; anything else is DEFAULT. */
export const NOTES_MAIL_ERRORS = ['INVALID_CREDENTIALS', 'INVALID_SMTP_CONFIGURATION', 'DEFAULT'] as const;
export type NotesMailError = (typeof NOTES_MAIL_ERRORS)[number];

export const notesMailResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type NotesMailResponse = z.infer<typeof notesMailResponseSchema>;

/**
 * The error the app shows for an answer (spec modules §8): the server's code when it is one of the
 * known ones, DEFAULT for any other message, a malformed answer or no answer at all.
 */
export function notesMailErrorOf(answer: unknown): NotesMailError | null {
  const parsed = notesMailResponseSchema.safeParse(answer);
  if (!parsed.success) return 'DEFAULT';
  if (parsed.data.success) return null;
  const code = NOTES_MAIL_ERRORS.find((known) => known === parsed.data.message);
  return code ?? 'DEFAULT';
}
