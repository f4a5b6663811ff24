import {
  REMINDER_DEVICES_PATH,
  reminderDeviceRequestSchema,
  reminderDeviceResponseSchema,
} from '@showfloor/core';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

/** Session reminders by Web Push (spec modules §9, docs/protocol.md "Session reminders"). */
export const remindersPaths = {
  [REMINDER_DEVICES_PATH]: {
    put: {
      summary:
        "Ties the caller's push subscription to its favorites sync subject (a fresh sync token) and sets its " +
        'reminders switch; the back office then pushes the reminders of its synchronised favorite sessions.',
      requestBody: { required: true, content: jsonContent('ReminderDeviceRequest') },
      responses: {
        '200': { description: 'The switch as stored.', content: jsonContent('ReminderDeviceResponse') },
        '400': {
          description:
            'A field is missing or invalid, or the token is unreadable or stale; `field` names it.',
          content: jsonContent('Error'),
        },
        '401': {
          description: 'A login-mode token whose session is not live.',
          content: jsonContent('Error'),
        },
        '403': {
          description:
            "`auth` is not the subscription's secret: the caller does not hold it (`field`: auth).",
          content: jsonContent('Error'),
        },
        '404': {
          description: 'The endpoint has no push subscription: subscribe first (`field`: endpoint).',
          content: jsonContent('Error'),
        },
        '409': {
          description: 'The token was already used (`TOKEN_REPLAYED`).',
          content: jsonContent('Error'),
        },
        '413': errorResponses['413'],
        '429': errorResponses['429'],
      },
    },
  },
};

export const remindersSchemas = {
  ReminderDeviceRequest: schemaOf(reminderDeviceRequestSchema, 'input'),
  ReminderDeviceResponse: schemaOf(reminderDeviceResponseSchema),
};
