export { CONSOLE_API_PREFIX } from './console.routes.js';
export { ConsoleAuthService } from './console-auth.service.js';
export type { AuditActor } from './organiser.repository.js';
export { OrganiserRepository } from './organiser.repository.js';
export { createConsoleServices, DEMO_ORGANISER, registerConsoleModule } from './register-console-module.js';
