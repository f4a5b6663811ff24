import type { UnlockOutcome } from './profile-unlock.js';

/** What the chooser does once the back office has answered a typed code. */
export type CodeDialogStep =
  /** The profile is unlocked: close the prompt and go on with it. */
  | { kind: 'proceed' }
  /**
   * Close the prompt and say why in a notification (a modal dialog would keep the message under its
   * backdrop): the invalid-code message of spec core §5, or too many attempts.
   */
  | { kind: 'notify'; message: 'profiles.invalidCode' | 'profiles.tooManyAttempts' | 'profiles.unlockFailed' }
  /** Keep the prompt open with a notice in it: offline, a code cannot be checked. */
  | { kind: 'notice'; message: 'profiles.needsConnection' };

/** The code prompt's flow after an answer (docs/security.md "Profile codes"), apart from React. */
export function codeDialogStepAfter(outcome: UnlockOutcome): CodeDialogStep {
  switch (outcome.kind) {
    case 'unlocked':
      return { kind: 'proceed' };
    case 'wrongCode':
      return { kind: 'notify', message: 'profiles.invalidCode' };
    case 'tooManyAttempts':
      return { kind: 'notify', message: 'profiles.tooManyAttempts' };
    case 'needsConnection':
      return { kind: 'notice', message: 'profiles.needsConnection' };
    case 'failed':
      return { kind: 'notify', message: 'profiles.unlockFailed' };
  }
}
