export { AccountSession, type SessionSnapshot } from './account-session.js';
export { type LoginActionHandler, registerLoginAction } from './login-actions.js';
export {
  accountSessionOf,
  useAccountSession,
  useSessionSnapshot,
} from './use-account.js';
