import { CALENDAR_MIME_TYPE } from '@showfloor/core';
import type { NotificationStore } from '../../shell/notifications/index.js';
import { downloadFile } from './download-file.js';

/**
 * Saves a calendar file and tells the user how it went (spec modules §8: calendar export success
 * or 'failed event export'); a file without any dated event is a failure, not an empty download.
 */
export function downloadCalendar(
  file: { text: string; count: number },
  fileName: string,
  notifications: NotificationStore,
): void {
  if (file.count === 0) {
    notifications.add({ message: 'exports.calendarFailed', level: 'error' });
    return;
  }
  try {
    downloadFile(file.text, fileName, CALENDAR_MIME_TYPE);
    notifications.add({ message: 'exports.calendarDone', level: 'info' });
  } catch {
    notifications.add({ message: 'exports.calendarFailed', level: 'error' });
  }
}
