export { AccountSession, type SessionSnapshot } from './account-session.js';
export { type LoginActionHandler, registerLoginAction } from './login-actions.js';
export { registerSessionSetup, type SessionSetup } from './session-setup.js';
export { startAccountSession } from './start-account-session.js';
export {
  accountSessionOf,
  useAccountSession,
  useSessionSnapshot,
} from './use-account.js';
