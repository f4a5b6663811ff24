import {
  CONSOLE_CSRF_HEADER,
  consoleLeadFormResponseSchema,
  consoleLeadFormSchema,
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

const csrf = {
  name: CONSOLE_CSRF_HEADER,
  in: 'header',
  required: true,
  description: 'The `csrfToken` of the session, on every change.',
  schema: { type: 'string' },
};
const refused = {
  description: 'Without the session’s CSRF token (`error`: CSRF), or a staff organiser (FORBIDDEN).',
  content: jsonContent('Error'),
};

/** The console's show settings and lead form (docs/console.md "Settings", "Lead form"). */
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
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('ConsoleSettings') },
      responses: {
        '200': { description: 'Saved, with warnings.', content: jsonContent('ConsoleSettingsSaved') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}lead-form`]: {
    get: {
      summary: 'The show’s lead qualification form, in its order, as devices get it when they register.',
      security: cookie,
      responses: {
        '200': { description: 'The form.', content: jsonContent('ConsoleLeadFormFields') },
        '401': notLoggedIn,
      },
    },
    put: {
      summary:
        'Replaces the lead form (editor, owner), with the audit entry, in one transaction; a field keeps its Id by its Code.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('ConsoleLeadForm') },
      responses: {
        '200': { description: 'The form as saved.', content: jsonContent('ConsoleLeadFormFields') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
      },
    },
  },
};

export const consoleSettingsSchemas = {
  ConsoleSettings: schemaOf(consoleSettingsSchema, 'input'),
  ConsoleSettingsResponse: schemaOf(consoleSettingsResponseSchema),
  ConsoleSettingsSaved: schemaOf(consoleSettingsSavedSchema),
  ConsoleLeadForm: schemaOf(consoleLeadFormSchema, 'input'),
  ConsoleLeadFormFields: schemaOf(consoleLeadFormResponseSchema),
};
