export { PublishedSessionsReader } from './published-sessions.js';
export {
  createRemindersService,
  REMINDERS_API_PREFIXES,
  REMINDERS_CHECK_MS,
  registerRemindersModule,
} from './register-reminders-module.js';
export { RemindersRepository } from './reminders.repository.js';
export { RemindersService } from './reminders.service.js';
