export { ConsoleAuthService } from './console-auth.service.js';
export { CONSOLE_API_PREFIX } from './console-guard.js';
export type { AuditActor } from './organiser.repository.js';
export { OrganiserRepository } from './organiser.repository.js';
export {
  type ConsoleContentServices,
  createConsoleServices,
  DEMO_ORGANISER,
  registerConsoleModule,
} from './register-console-module.js';
