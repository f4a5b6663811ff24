import './app-service.js';

export { AccountSession, type SessionSnapshot } from './account-session.js';
export { type LoginActionHandler, LoginActions } from './login-actions.js';
export { startAccountSession } from './start-account-session.js';
export {
  type AccountSessionDeps,
  createAccountSession,
  useAccountSession,
  useIsLoggedIn,
  useSessionSnapshot,
} from './use-account.js';
