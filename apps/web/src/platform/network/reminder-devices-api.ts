import {
  REMINDER_DEVICES_PATH,
  type ReminderDeviceRequest,
  type ReminderDeviceResponse,
  reminderDeviceResponseSchema,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';
import { NetworkError } from './network-error.js';

/** PUT /reminders/devices (docs/protocol.md "Session reminders") over the app's one API client. */
export class ReminderDevicesApi {
  constructor(private readonly api: ApiClient) {}

  async register(request: ReminderDeviceRequest): Promise<ReminderDeviceResponse> {
    const answer = await this.api.exchangeJson(REMINDER_DEVICES_PATH.replace(/^\//, ''), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    const parsed = reminderDeviceResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new NetworkError(
        answer.status >= 500 ? 'serverError' : 'unknownError',
        `reminders answered ${answer.status}`,
      );
    return parsed.data;
  }
}
