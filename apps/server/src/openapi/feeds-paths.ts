import {
  CALENDAR_FEEDS_PATH,
  CALENDAR_MIME_TYPE,
  calendarFeedDeleteSchema,
  calendarFeedEventsSchema,
  calendarFeedIdSchema,
  calendarFeedSchema,
  calendarFeedUpdateSchema,
  INBOX_MESSAGES_PATH,
  inboxMessagesQuerySchema,
  inboxMessagesResponseSchema,
  NOTES_MAIL_PATH,
  notesMailRequestSchema,
  notesMailResponseSchema,
  PROFILE_UNLOCK_PATH,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  profileUnlockRequestSchema,
  profileUnlockResponseSchema,
  pushKeyResponseSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@showfloor/core';
import { errorResponses, jsonContent, parametersOf, schemaOf } from './openapi-schema.js';

const feedId = [{ name: 'id', in: 'path', required: true, schema: schemaOf(calendarFeedIdSchema, 'input') }];
const wrongKey = { description: 'Wrong key (`field`: key).', content: jsonContent('Error') };
const noFeed = { description: 'No such calendar.', content: jsonContent('Error') };
/** A protected profile's pass (docs/security.md "Profile codes"), never in the query string. */
const profilePass = {
  name: 'X-Profile-Pass',
  in: 'header',
  required: false,
  description: 'The pass `POST /profiles/unlock` answered, for a protected profile.',
  schema: { type: 'string' },
};
const profileLocked = {
  description: 'A protected profile without a valid pass (`error`: PROFILE_LOCKED).',
  content: jsonContent('Error'),
};

/** Calendar subscriptions, the inbox with Web Push, and the notes mail (docs/protocol.md). */
export const feedsPaths = {
  [CALENDAR_FEEDS_PATH]: {
    post: {
      summary: 'A subscribable calendar of favorite events: answers its private address and write key.',
      requestBody: { required: true, content: jsonContent('CalendarFeedEvents') },
      responses: {
        '201': { description: 'The new calendar.', content: jsonContent('CalendarFeed') },
        '400': errorResponses['400'],
        '413': errorResponses['413'],
        '429': errorResponses['429'],
      },
    },
  },
  [`${CALENDAR_FEEDS_PATH}/{id}`]: {
    put: {
      summary: 'Replaces the events of a calendar (the key proves the caller created it).',
      parameters: feedId,
      requestBody: { required: true, content: jsonContent('CalendarFeedUpdate') },
      responses: {
        '200': { description: 'The calendar.', content: jsonContent('CalendarFeed') },
        '400': errorResponses['400'],
        '403': wrongKey,
        '404': noFeed,
        '413': errorResponses['413'],
        '429': errorResponses['429'],
      },
    },
    delete: {
      summary: 'Deletes a calendar; its address then answers 404.',
      parameters: feedId,
      requestBody: { required: true, content: jsonContent('CalendarFeedDelete') },
      responses: {
        '204': { description: 'Deleted.' },
        '400': errorResponses['400'],
        '403': wrongKey,
        '404': noFeed,
      },
    },
  },
  [`${CALENDAR_FEEDS_PATH}/{id}.ics`]: {
    get: {
      summary: 'The calendar file (RFC 5545), rendered from the current data version at each read.',
      parameters: feedId,
      responses: {
        '200': {
          description: 'The .ics text.',
          content: { [CALENDAR_MIME_TYPE]: { schema: { type: 'string' } } },
        },
        '404': noFeed,
        '429': errorResponses['429'],
      },
    },
  },
  [INBOX_MESSAGES_PATH]: {
    get: {
      summary: 'The inbox messages for a profile (or for all), newest first, at most 100.',
      parameters: [...parametersOf(inboxMessagesQuerySchema, 'query'), profilePass],
      responses: {
        '200': { description: 'The messages.', content: jsonContent('InboxMessages') },
        '400': errorResponses['400'],
        '403': profileLocked,
        '429': errorResponses['429'],
      },
    },
  },
  [PUSH_KEY_PATH]: {
    get: {
      summary: 'The VAPID public key browsers subscribe to Web Push with.',
      responses: {
        '200': { description: 'The key.', content: jsonContent('PushKey') },
        '429': errorResponses['429'],
      },
    },
  },
  [PUSH_SUBSCRIPTIONS_PATH]: {
    post: {
      summary: "Registers a browser's Web Push subscription with its profile.",
      parameters: [profilePass],
      requestBody: { required: true, content: jsonContent('PushSubscribe') },
      responses: {
        '201': { description: 'Registered (again, if it was known).' },
        '400': errorResponses['400'],
        '403': profileLocked,
        '429': errorResponses['429'],
      },
    },
    delete: {
      summary: 'Forgets a subscription by its endpoint, known or not.',
      requestBody: { required: true, content: jsonContent('PushUnsubscribe') },
      responses: {
        '204': { description: 'Forgotten.' },
        '400': errorResponses['400'],
        '429': errorResponses['429'],
      },
    },
  },
  [PROFILE_UNLOCK_PATH]: {
    post: {
      summary:
        "Checks a protected profile's code; the right one answers a signed pass to send as X-Profile-Pass.",
      requestBody: { required: true, content: jsonContent('ProfileUnlockRequest') },
      responses: {
        '200': {
          description: 'The pass, naming the profile and its expiry.',
          content: jsonContent('ProfileUnlock'),
        },
        '400': { description: 'Invalid input, or a profile without a code.', content: jsonContent('Error') },
        '403': {
          description: 'Wrong code (`error`: WRONG_CODE, `field`: code).',
          content: jsonContent('Error'),
        },
        '429': errorResponses['429'],
      },
    },
  },
  [NOTES_MAIL_PATH]: {
    post: {
      summary: "Mails the user's notes, for the show's own app (the show's notes-mail key).",
      requestBody: { required: true, content: jsonContent('NotesMailRequest') },
      responses: {
        '200': { description: '`success: true`.', content: jsonContent('NotesMailResponse') },
        '400': errorResponses['400'],
        '401': {
          description: 'Wrong key (`INVALID_CREDENTIALS`).',
          content: jsonContent('NotesMailResponse'),
        },
        '413': errorResponses['413'],
        '429': errorResponses['429'],
        '502': {
          description: 'The mail server refused or is not configured (`INVALID_SMTP_CONFIGURATION`).',
          content: jsonContent('NotesMailResponse'),
        },
      },
    },
  },
};

export const feedsSchemas = {
  ProfileUnlockRequest: schemaOf(profileUnlockRequestSchema, 'input'),
  ProfileUnlock: schemaOf(profileUnlockResponseSchema),
  CalendarFeedEvents: schemaOf(calendarFeedEventsSchema, 'input'),
  CalendarFeedUpdate: schemaOf(calendarFeedUpdateSchema, 'input'),
  CalendarFeedDelete: schemaOf(calendarFeedDeleteSchema, 'input'),
  CalendarFeed: schemaOf(calendarFeedSchema),
  InboxMessages: schemaOf(inboxMessagesResponseSchema),
  PushKey: schemaOf(pushKeyResponseSchema),
  PushSubscribe: schemaOf(pushSubscribeRequestSchema, 'input'),
  PushUnsubscribe: schemaOf(pushUnsubscribeRequestSchema, 'input'),
  NotesMailRequest: schemaOf(notesMailRequestSchema, 'input'),
  NotesMailResponse: schemaOf(notesMailResponseSchema),
};
