import {
  CONSOLE_CSRF_HEADER,
  consoleSettingsResponseSchema,
  consoleSettingsSavedSchema,
  consoleSettingsSchema,
} from '@showfloor/core';
import { CONSOLE_API_PREFIX } from '../modules/console/index.js';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

const cookie = [{ consoleCookie: [] }];
const notLoggedIn = {
  description: 'No console session (`error`: UNAUTHORIZED).',
  content: jsonContent('Error'),
};

/** The console's show settings (docs/console.md "Settings"). */
export const consoleSettingsPaths = {
  [`${CONSOLE_API_PREFIX}settings`]: {
    get: {
      summary:
        'The draft show configuration (what the next publish sends), and which protected profiles have a code; never a code.',
      security: cookie,
      responses: {
        '200': { description: 'The settings.', content: jsonContent('ConsoleSettingsResponse') },
        '401': notLoggedIn,
      },
    },
    put: {
      summary:
        'Replaces the draft show configuration (editor, owner), with the audit entry, in one transaction. A profile’s `code` sets or changes its access code; absent, a protected profile keeps its code.',
      security: cookie,
      parameters: [
        {
          name: CONSOLE_CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'The `csrfToken` of the session, on every change.',
          schema: { type: 'string' },
        },
      ],
      requestBody: { required: true, content: jsonContent('ConsoleSettings') },
      responses: {
        '200': { description: 'Saved, with warnings.', content: jsonContent('ConsoleSettingsSaved') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': {
          description: 'Without the session’s CSRF token (`error`: CSRF), or a staff organiser (FORBIDDEN).',
          content: jsonContent('Error'),
        },
      },
    },
  },
};

export const consoleSettingsSchemas = {
  ConsoleSettings: schemaOf(consoleSettingsSchema, 'input'),
  ConsoleSettingsResponse: schemaOf(consoleSettingsResponseSchema),
  ConsoleSettingsSaved: schemaOf(consoleSettingsSavedSchema),
};
