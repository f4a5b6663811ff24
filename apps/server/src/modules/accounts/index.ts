export { isUniqueViolation, NO_PASSWORD_YET } from './account.repository.js';
export { photoParamsSchema } from './accounts.routes.js';
export { corsPolicy } from './cors-policy.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoNetworking } from './demo-accounts.js';
export { DEFAULT_LOGIN_BACKOFF, LoginThrottle, type LoginVerdict } from './login-throttle.js';
export { tokenParamsSchema } from './nodebackend.routes.js';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';
export { loginBodySchema, nodebackendLoginBodySchema, updateMeBodySchema } from './profile.schemas.js';
export {
  ACCOUNTS_API_PREFIXES,
  createAccountsServices,
  registerAccountsModule,
} from './register-accounts-module.js';
export { hashSessionToken, newSessionToken } from './session-token.js';
