import { describe, expect, it } from 'vitest';
import { userDataSaveTransition } from './user-data-save.js';

describe('user-data save', () => {
  it('calls the save and shows saving for up to 15 s', () => {
    expect(userDataSaveTransition('idle', { type: 'save', hasChanges: true })).toEqual({
      status: 'saving',
      effects: [{ kind: 'callSave' }, { kind: 'notify', message: 'saving', level: 'info', duration: 15_000 }],
    });
  });

  it('sends nothing when nothing changed', () => {
    const { status, effects } = userDataSaveTransition('saved', { type: 'save', hasChanges: false });
    expect(status).toBe('idle');
    expect(effects.some((effect) => effect.kind === 'callSave')).toBe(false);
  });

  it('shows saved for 2 s after a success', () => {
    expect(userDataSaveTransition('saving', { type: 'succeeded' })).toEqual({
      status: 'saved',
      effects: [{ kind: 'notify', message: 'saved', level: 'success', duration: 2000 }],
    });
  });

  it('shows updateFailed when the server refuses the values', () => {
    const { status, effects } = userDataSaveTransition('saving', { type: 'failed', failure: 'refused' });
    expect(status).toBe('failed');
    expect(effects).toEqual([
      { kind: 'notify', message: 'updateFailed', level: 'warning', duration: 15_000 },
    ]);
  });

  it('hands expired sessions and network errors to the generic handler', () => {
    for (const failure of ['authError', 'noNetwork'] as const) {
      expect(userDataSaveTransition('saving', { type: 'failed', failure }).effects).toEqual([
        { kind: 'dismissNotice' },
        { kind: 'genericError', failure },
      ]);
    }
  });

  it('ignores a second save while one runs and late answers', () => {
    expect(userDataSaveTransition('saving', { type: 'save', hasChanges: true }).effects).toEqual([]);
    expect(userDataSaveTransition('idle', { type: 'succeeded' }).effects).toEqual([]);
  });
});
