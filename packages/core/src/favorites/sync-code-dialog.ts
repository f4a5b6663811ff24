import { isFavoritesCode } from '../validation/field-validators.js';

/**
 * The synchronisation code dialog of spec core §4 and modules §4/§5/§8 as a pure transition
 * function: choice, then form (the user has a code) or fetching (a new code is requested) and then
 * form with the temporary code; confirming sets the code, triggers a sync and closes; closing resets
 * to choice. The app performs the effects it returns.
 */

export type SyncCodeDialogStep = 'choice' | 'fetching' | 'form';

/** Messages of the dialog, as i18n keys of the favorites feature. */
export type SyncCodeInputError = 'numbersOnly' | 'required';

export interface SyncCodeDialogState {
  isOpen: boolean;
  step: SyncCodeDialogStep;
  /** What the form's field holds. */
  input: string;
  /** The code the back office just generated, shown so that it can be entered on another device. */
  generatedCode: string | null;
  inputError: SyncCodeInputError | null;
}

export type SyncCodeDialogEvent =
  | { type: 'open' }
  | { type: 'haveCode' }
  | { type: 'newCode' }
  | { type: 'codeReceived'; code: string }
  /** Getting a code failed: `message` is the status message to show (core §8). */
  | { type: 'codeFailed'; message: string }
  | { type: 'input'; value: string }
  | { type: 'submit' }
  | { type: 'close' }
  /** The back office answered `{error: 'code'}` to a sync with the code. */
  | { type: 'codeRejected' }
  /** A sync with the code failed otherwise: `message` is the status message to show. */
  | { type: 'syncFailed'; message: string };

export type SyncCodeDialogEffect =
  | { kind: 'requestCode' }
  | { kind: 'setCode'; code: string }
  | { kind: 'clearCode' }
  | { kind: 'sync' }
  | { kind: 'failed' }
  | { kind: 'notify'; message: string; level: 'error' };

export interface SyncCodeDialogTransition {
  state: SyncCodeDialogState;
  effects: SyncCodeDialogEffect[];
}

export const CLOSED_SYNC_CODE_DIALOG: SyncCodeDialogState = {
  isOpen: false,
  step: 'choice',
  input: '',
  generatedCode: null,
  inputError: null,
};

/** The i18n key of the invalid-code notification. */
export const INVALID_SYNC_CODE_MESSAGE = 'favorites.sync.invalidCode';

const stay = (state: SyncCodeDialogState): SyncCodeDialogTransition => ({ state, effects: [] });

export function syncCodeDialogTransition(
  state: SyncCodeDialogState,
  event: SyncCodeDialogEvent,
): SyncCodeDialogTransition {
  switch (event.type) {
    case 'open':
      return stay({ ...CLOSED_SYNC_CODE_DIALOG, isOpen: true });
    case 'close':
      return stay(CLOSED_SYNC_CODE_DIALOG);
    case 'haveCode':
      if (!state.isOpen || state.step !== 'choice') return stay(state);
      return stay({ ...state, step: 'form', input: '', generatedCode: null, inputError: null });
    case 'newCode':
      if (!state.isOpen || state.step !== 'choice') return stay(state);
      return { state: { ...state, step: 'fetching' }, effects: [{ kind: 'requestCode' }] };
    case 'codeReceived':
      // A code that arrives after the dialog was closed is dropped: nobody is waiting for it.
      if (!state.isOpen || state.step !== 'fetching') return stay(state);
      return stay({ ...state, step: 'form', input: event.code, generatedCode: event.code, inputError: null });
    case 'codeFailed':
      if (!state.isOpen || state.step !== 'fetching') return stay(state);
      return {
        state: CLOSED_SYNC_CODE_DIALOG,
        effects: [{ kind: 'failed' }, { kind: 'notify', message: event.message, level: 'error' }],
      };
    case 'input': {
      if (state.step !== 'form') return stay(state);
      // Digits only: anything else is refused with 'Numbers only' and the field keeps its digits.
      if (event.value !== '' && !isFavoritesCode(event.value))
        return stay({ ...state, inputError: 'numbersOnly' });
      return stay({ ...state, input: event.value, inputError: null });
    }
    case 'submit': {
      if (!state.isOpen || state.step !== 'form') return stay(state);
      if (state.input === '') return stay({ ...state, inputError: 'required' });
      return {
        state: CLOSED_SYNC_CODE_DIALOG,
        effects: [{ kind: 'setCode', code: state.input }, { kind: 'sync' }],
      };
    }
    case 'codeRejected':
      return {
        state: CLOSED_SYNC_CODE_DIALOG,
        effects: [
          { kind: 'clearCode' },
          { kind: 'notify', message: INVALID_SYNC_CODE_MESSAGE, level: 'error' },
        ],
      };
    case 'syncFailed':
      return {
        state: CLOSED_SYNC_CODE_DIALOG,
        effects: [{ kind: 'notify', message: event.message, level: 'error' }],
      };
  }
}
