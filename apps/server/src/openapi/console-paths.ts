import {
  auditEntriesResponseSchema,
  CONSOLE_CSRF_HEADER,
  consoleDeletedSchema,
  consoleLicencesResponseSchema,
  consoleLoginSchema,
  consoleMessageSentSchema,
  consoleMessagesResponseSchema,
  consoleSavedSchema,
  consoleSessionSchema,
  consoleSetPasswordSchema,
  licenceSaleSchema,
  licencesCreatedSchema,
  scheduledMessageSchema,
  scheduledSendAtSchema,
} from '@showfloor/core';
import { CONSOLE_API_PREFIX } from '../modules/console/index.js';
import { inboxSendSchema } from '../modules/push/index.js';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

export const notLoggedIn = {
  description: 'No console session (`error`: UNAUTHORIZED).',
  content: jsonContent('Error'),
};
export const refused = {
  description:
    'Without the session’s CSRF token (`error`: CSRF), or beyond the organiser’s role (FORBIDDEN).',
  content: jsonContent('Error'),
};
export const csrf = {
  name: CONSOLE_CSRF_HEADER,
  in: 'header',
  required: true,
  description: 'The `csrfToken` of the session, on every change.',
  schema: { type: 'string' },
};
export const cookie = [{ consoleCookie: [] }];
const licenceCode = { name: 'code', in: 'path', required: true, schema: { type: 'string' } };
const mobileId = { name: 'mobileId', in: 'path', required: true, schema: { type: 'string' } };
const scheduledId = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

/** The organiser console's calls (docs/console.md). */
export const consolePaths = {
  [`${CONSOLE_API_PREFIX}login`]: {
    post: {
      summary: 'Opens a console session: sets its HttpOnly cookie and answers the CSRF token.',
      requestBody: { required: true, content: jsonContent('ConsoleLogin') },
      responses: {
        '200': { description: 'Logged in.', content: jsonContent('ConsoleSession') },
        '400': errorResponses['400'],
        '401': { description: 'Wrong e-mail address or password.', content: jsonContent('Error') },
        '429': errorResponses['429'],
      },
    },
  },
  [`${CONSOLE_API_PREFIX}set-password`]: {
    post: {
      summary: 'Sets an organiser’s password through their one-time link; their open sessions end.',
      requestBody: { required: true, content: jsonContent('ConsoleSetPassword') },
      responses: {
        '200': { description: 'The password is set.' },
        '400': {
          description: 'Invalid input, or a link used or expired (`INVALID_LINK`).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}session`]: {
    get: {
      summary: 'The organiser logged in, their role and the CSRF token.',
      security: cookie,
      responses: {
        '200': { description: 'The session.', content: jsonContent('ConsoleSession') },
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}logout`]: {
    post: {
      summary: 'Ends the console session.',
      security: cookie,
      parameters: [csrf],
      responses: { '200': { description: 'Logged out.' }, '401': notLoggedIn, '403': refused },
    },
  },
  [`${CONSOLE_API_PREFIX}messages`]: {
    get: {
      summary: 'The inbox messages sent, newest first, with the profile each went to.',
      security: cookie,
      responses: {
        '200': { description: 'The messages.', content: jsonContent('ConsoleMessages') },
        '401': notLoggedIn,
      },
    },
    post: {
      summary: 'Sends an inbox message and pushes it; written to the audit log.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('ConsoleMessageSend') },
      responses: {
        '200': { description: 'Sent.', content: jsonContent('ConsoleMessageSent') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}scheduled-messages`]: {
    post: {
      summary: 'Keeps an inbox message to be sent at `sendAt` (in the future); written to the audit log.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('ScheduledMessageInput') },
      responses: {
        '200': { description: 'Scheduled.', content: jsonContent('ScheduledMessage') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}scheduled-messages/{id}`]: {
    put: {
      summary: 'Changes a message not sent yet (its text, audience or time).',
      security: cookie,
      parameters: [scheduledId, csrf],
      requestBody: { required: true, content: jsonContent('ScheduledMessageInput') },
      responses: {
        '200': { description: 'Saved.', content: jsonContent('ConsoleSaved') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': { description: 'Sent or deleted meanwhile.', content: jsonContent('Error') },
      },
    },
    delete: {
      summary: 'Deletes a message not sent yet.',
      security: cookie,
      parameters: [scheduledId, csrf],
      responses: {
        '200': { description: 'Deleted.', content: jsonContent('ConsoleDeleted') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': { description: 'Sent or deleted meanwhile.', content: jsonContent('Error') },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}licences`]: {
    get: {
      summary: 'The lead capture licences sold (not the demo’s), with their users, devices and leads.',
      security: cookie,
      responses: {
        '200': { description: 'The licences.', content: jsonContent('ConsoleLicences') },
        '401': notLoggedIn,
      },
    },
    post: {
      summary: 'Sells licences to an exhibitor of the catalog (editor or owner); audited.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('LicenceSale') },
      responses: {
        '200': { description: 'The new licence codes.', content: jsonContent('LicencesCreated') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}licences/{code}/devices/{mobileId}`]: {
    delete: {
      summary: 'Takes a device off a licence (a lost phone); its leads stay.',
      security: cookie,
      parameters: [licenceCode, mobileId, csrf],
      responses: {
        '200': { description: 'Revoked.', content: jsonContent('ConsoleDeleted') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': { description: 'The device does not hold the licence.', content: jsonContent('Error') },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}licences/{code}/reset`]: {
    post: {
      summary: 'Frees every seat of a licence: its users and devices go, the leads stay.',
      security: cookie,
      parameters: [licenceCode, csrf],
      responses: {
        '200': { description: 'Reset.', content: jsonContent('ConsoleSaved') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': { description: 'No such licence.', content: jsonContent('Error') },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}audit`]: {
    get: {
      summary: 'The latest changes made from the console or its command line: who, what, when.',
      security: cookie,
      responses: {
        '200': { description: 'The audit log.', content: jsonContent('AuditEntries') },
        '401': notLoggedIn,
      },
    },
  },
};

export const consoleSchemas = {
  ConsoleLogin: schemaOf(consoleLoginSchema, 'input'),
  ConsoleSetPassword: schemaOf(consoleSetPasswordSchema, 'input'),
  ConsoleSession: schemaOf(consoleSessionSchema),
  ConsoleMessages: schemaOf(consoleMessagesResponseSchema),
  ConsoleMessageSend: schemaOf(inboxSendSchema, 'input'),
  ConsoleMessageSent: schemaOf(consoleMessageSentSchema),
  AuditEntries: schemaOf(auditEntriesResponseSchema),
  ScheduledMessageInput: schemaOf(inboxSendSchema.extend({ sendAt: scheduledSendAtSchema }), 'input'),
  ScheduledMessage: schemaOf(scheduledMessageSchema),
  ConsoleSaved: schemaOf(consoleSavedSchema),
  ConsoleDeleted: schemaOf(consoleDeletedSchema),
  ConsoleLicences: schemaOf(consoleLicencesResponseSchema),
  LicenceSale: schemaOf(licenceSaleSchema, 'input'),
  LicencesCreated: schemaOf(licencesCreatedSchema),
};

export const consoleSecuritySchemes = {
  consoleCookie: { type: 'apiKey', in: 'cookie', name: 'showfloor_console' },
};
