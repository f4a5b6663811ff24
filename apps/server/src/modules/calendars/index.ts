export { CALENDARS_API_PREFIXES, registerCalendarsModule } from './register-calendars-module.js';
