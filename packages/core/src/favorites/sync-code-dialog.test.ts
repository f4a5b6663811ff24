import { describe, expect, it } from 'vitest';
import {
  CLOSED_SYNC_CODE_DIALOG,
  INVALID_SYNC_CODE_MESSAGE,
  type SyncCodeDialogEvent,
  type SyncCodeDialogState,
  syncCodeDialogTransition,
} from './sync-code-dialog.js';

function run(events: SyncCodeDialogEvent[], from: SyncCodeDialogState = CLOSED_SYNC_CODE_DIALOG) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = syncCodeDialogTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('syncCodeDialogTransition', () => {
  it('opens on the choice step', () => {
    expect(run([{ type: 'open' }]).state).toEqual({ ...CLOSED_SYNC_CODE_DIALOG, isOpen: true });
  });

  it('goes to an empty form when the user has a code, and confirming sets it, syncs and closes', () => {
    const form = run([{ type: 'open' }, { type: 'haveCode' }]);
    expect(form.state).toMatchObject({ isOpen: true, step: 'form', input: '', generatedCode: null });
    const done = run([{ type: 'input', value: '123456789012' }, { type: 'submit' }], form.state);
    expect(done.state).toEqual(CLOSED_SYNC_CODE_DIALOG);
    expect(done.effects).toEqual([{ kind: 'setCode', code: '123456789012' }, { kind: 'sync' }]);
  });

  it('fetches a new code and shows it in the form, ready to confirm', () => {
    const fetching = run([{ type: 'open' }, { type: 'newCode' }]);
    expect(fetching.state.step).toBe('fetching');
    expect(fetching.effects).toEqual([{ kind: 'requestCode' }]);
    const form = run([{ type: 'codeReceived', code: '000111222333' }], fetching.state);
    expect(form.state).toMatchObject({ step: 'form', input: '000111222333', generatedCode: '000111222333' });
    expect(run([{ type: 'submit' }], form.state).effects).toEqual([
      { kind: 'setCode', code: '000111222333' },
      { kind: 'sync' },
    ]);
  });

  it('refuses anything but digits with "Numbers only", keeping the digits typed', () => {
    const form = run([{ type: 'open' }, { type: 'haveCode' }, { type: 'input', value: '12' }]);
    const refused = run([{ type: 'input', value: '12a' }], form.state);
    expect(refused.state).toMatchObject({ input: '12', inputError: 'numbersOnly' });
    expect(run([{ type: 'input', value: '123' }], refused.state).state).toMatchObject({
      input: '123',
      inputError: null,
    });
    expect(run([{ type: 'input', value: '' }], refused.state).state).toMatchObject({
      input: '',
      inputError: null,
    });
  });

  it('does not submit an empty code', () => {
    const form = run([{ type: 'open' }, { type: 'haveCode' }]);
    const submitted = run([{ type: 'submit' }], form.state);
    expect(submitted.state).toMatchObject({ isOpen: true, step: 'form', inputError: 'required' });
    expect(submitted.effects).toEqual([]);
  });

  it('resets to choice when closed, from any step', () => {
    for (const steps of [[], [{ type: 'haveCode' }], [{ type: 'newCode' }]] as SyncCodeDialogEvent[][]) {
      const closed = run([{ type: 'open' }, ...steps, { type: 'close' }]);
      expect(closed.state).toEqual(CLOSED_SYNC_CODE_DIALOG);
      expect(run([{ type: 'open' }], closed.state).state.step).toBe('choice');
    }
  });

  it('drops a code that arrives after the dialog was closed', () => {
    const closed = run([{ type: 'open' }, { type: 'newCode' }, { type: 'close' }]);
    expect(run([{ type: 'codeReceived', code: '1' }], closed.state).state).toEqual(CLOSED_SYNC_CODE_DIALOG);
  });

  it('closes with the status message at error level and a failed status when no code can be had', () => {
    const failed = run([{ type: 'open' }, { type: 'newCode' }, { type: 'codeFailed', message: 'noNetwork' }]);
    expect(failed.state).toEqual(CLOSED_SYNC_CODE_DIALOG);
    expect(failed.effects).toEqual([
      { kind: 'requestCode' },
      { kind: 'failed' },
      { kind: 'notify', message: 'noNetwork', level: 'error' },
    ]);
  });

  it('clears an invalid code, says so and closes', () => {
    const rejected = run([{ type: 'open' }, { type: 'haveCode' }, { type: 'codeRejected' }]);
    expect(rejected.state).toEqual(CLOSED_SYNC_CODE_DIALOG);
    expect(rejected.effects).toEqual([
      { kind: 'clearCode' },
      { kind: 'notify', message: INVALID_SYNC_CODE_MESSAGE, level: 'error' },
    ]);
  });

  it('closes with the status message on another sync failure', () => {
    const failed = run([{ type: 'open' }, { type: 'syncFailed', message: 'serverError' }]);
    expect(failed.state).toEqual(CLOSED_SYNC_CODE_DIALOG);
    expect(failed.effects).toEqual([{ kind: 'notify', message: 'serverError', level: 'error' }]);
  });

  it('ignores steps out of order', () => {
    const closed = CLOSED_SYNC_CODE_DIALOG;
    expect(run([{ type: 'haveCode' }, { type: 'newCode' }, { type: 'submit' }], closed)).toEqual({
      state: closed,
      effects: [],
    });
  });
});
