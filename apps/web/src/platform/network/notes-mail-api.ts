import {
  NOTES_MAIL_PATH,
  type NotesMailError,
  type NotesMailObject,
  notesMailErrorOf,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';

/**
 * Sends the notes mail (spec modules §7) over the app's one API client and answers null on success
 * or the error to show. Every failure that is not one of the server's known codes, a network
 * failure or a timeout included, is DEFAULT (spec modules §8).
 */
export async function sendNotesMail(
  api: ApiClient,
  mailObject: NotesMailObject,
  key: string,
): Promise<NotesMailError | null> {
  try {
    return await api.exchange(
      NOTES_MAIL_PATH,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mailObject, key }),
      },
      async (response) => notesMailErrorOf(await response.json()),
    );
  } catch {
    return 'DEFAULT';
  }
}
