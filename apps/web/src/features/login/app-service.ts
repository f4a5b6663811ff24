import type { AccountSession } from './account-session.js';
import type { LoginActions } from './login-actions.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** The user's session (spec core §4); the one reader of the stored login token. */
    account: AccountSession;
    /** What a login can resume (spec core §2 nextAction), registered by the composition root. */
    loginActions: LoginActions;
  }
}
