import {
  NOTES_MAIL_PATH,
  type NotesMailError,
  type NotesMailObject,
  notesMailErrorOf,
} from '@showfloor/core';

/**
 * Sends the notes mail (spec modules §7) and answers null on success or the error to show. Every
 * failure that is not one of the server's known codes, a network failure included, is DEFAULT
 * (spec modules §8). The shared ApiClient has no call for it yet; this is the one place that
 * calls the endpoint, ready to move there.
 */
export async function sendNotesMail(
  url: string,
  mailObject: NotesMailObject,
  key: string,
  fetcher: typeof fetch = fetch,
): Promise<NotesMailError | null> {
  try {
    const response = await fetcher(url.replace(/\/$/, '') + NOTES_MAIL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mailObject, key }),
    });
    return notesMailErrorOf(await response.json());
  } catch {
    return 'DEFAULT';
  }
}

/** The exported notes as the mail's plain-text body: each item's title, then its note. */
export function notesMailContent(entries: readonly { title: string; text: string }[]): string {
  return entries.map((entry) => `${entry.title}\n${entry.text}`).join('\n\n');
}
