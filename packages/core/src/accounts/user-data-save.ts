import {
  USER_DATA_SAVED_NOTIFICATION_MS,
  USER_DATA_SAVING_NOTIFICATION_MS,
} from '../constants/spec-constants.js';
import type { LoginFailure } from './login-machine.js';

/**
 * Saving the user's data (spec core §4 "User-data save"): saving, shown for up to 15 s, then saved
 * (shown 2 s) or failed. The notification keeps one uid, so "saved" replaces "saving" on screen.
 */
export type UserDataSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export type UserDataSaveEvent =
  | { type: 'save'; hasChanges: boolean }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: LoginFailure | 'refused' };

export type UserDataSaveMessage = 'saving' | 'saved' | 'updateFailed' | 'noChanges';

export type UserDataSaveEffect =
  | { kind: 'callSave' }
  | { kind: 'notify'; message: UserDataSaveMessage; level: 'info' | 'success' | 'warning'; duration: number }
  /**
   * Bad login and network errors go to the generic handler (spec core §8): the session's handler
   * clears an expired session; a user who must log in again is sent to login after 2 s.
   */
  | { kind: 'genericError'; failure: LoginFailure }
  /** Hides the saving notification when the generic handler shows its own. */
  | { kind: 'dismissNotice' };

export interface UserDataSaveTransition {
  status: UserDataSaveStatus;
  effects: UserDataSaveEffect[];
}

export const USER_DATA_SAVE_NOTIFICATION_UID = 'user-data-save';

export function userDataSaveTransition(
  status: UserDataSaveStatus,
  event: UserDataSaveEvent,
): UserDataSaveTransition {
  switch (event.type) {
    case 'save':
      if (status === 'saving') return { status, effects: [] };
      if (!event.hasChanges) {
        return {
          status: 'idle',
          effects: [
            {
              kind: 'notify',
              message: 'noChanges',
              level: 'info',
              duration: USER_DATA_SAVED_NOTIFICATION_MS,
            },
          ],
        };
      }
      return {
        status: 'saving',
        effects: [
          { kind: 'callSave' },
          { kind: 'notify', message: 'saving', level: 'info', duration: USER_DATA_SAVING_NOTIFICATION_MS },
        ],
      };
    case 'succeeded':
      if (status !== 'saving') return { status, effects: [] };
      return {
        status: 'saved',
        effects: [
          { kind: 'notify', message: 'saved', level: 'success', duration: USER_DATA_SAVED_NOTIFICATION_MS },
        ],
      };
    case 'failed': {
      if (status !== 'saving') return { status, effects: [] };
      const { failure } = event;
      if (failure === 'badLogin' || failure === 'authError' || failure === 'noNetwork') {
        return { status: 'failed', effects: [{ kind: 'dismissNotice' }, { kind: 'genericError', failure }] };
      }
      return {
        status: 'failed',
        effects: [
          {
            kind: 'notify',
            message: 'updateFailed',
            level: 'warning',
            duration: USER_DATA_SAVING_NOTIFICATION_MS,
          },
        ],
      };
    }
  }
}
