export { CALENDAR_MIME_TYPE, calendarFileName, calendarFileOf } from '@showfloor/core';
export { contactOfRecord } from './contact-card.js';
export { downloadCalendar } from './download-calendar.js';
export { downloadFile } from './download-file.js';
export { SaveContactButton } from './save-contact-button.js';
