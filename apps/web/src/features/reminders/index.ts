import './app-service.js';

export {
  createReminders,
  type ReminderServiceDependencies,
  reminderNotification,
} from './create-reminders.js';
export { ReminderController, type ReminderDependencies, type ToldReminder } from './reminder-controller.js';
export { RemindersSwitch } from './reminders-switch.js';
