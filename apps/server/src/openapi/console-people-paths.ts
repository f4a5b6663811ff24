import {
  codificationListEditSchema,
  consoleCodificationListSchema,
  consoleCodificationListsSchema,
  consolePeoplePageSchema,
  consolePersonEditSchema,
  consolePersonSchema,
  PEOPLE_CODIFICATION_FIELDS,
  peopleImportAppliedSchema,
  peopleImportReportSchema,
  peopleImportSchema,
  personErasedSchema,
  personErasureSchema,
  personInvitationSchema,
  personInvitedSchema,
} from '@showfloor/core';
import { CONSOLE_API_PREFIX } from '../modules/console/index.js';
import { cookie, csrf, notLoggedIn, refused } from './console-paths.js';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

const personId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const nameField = {
  name: 'nameField',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...PEOPLE_CODIFICATION_FIELDS] },
};
const noPerson = { description: 'No participant has this id.', content: jsonContent('Error') };

/** The console's People and Lists pages (docs/console.md, "People"). */
const notAFile = {
  description: 'The `file` is neither a CSV (text) nor an XLSX workbook (`error`: UNSUPPORTED_MEDIA_TYPE).',
  content: jsonContent('Error'),
};

export const consolePeoplePaths = {
  [`${CONSOLE_API_PREFIX}people`]: {
    get: {
      summary:
        'A page of every participant (hidden ones too) in name order, searched by name, company, role or e-mail.',
      security: cookie,
      parameters: [
        { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } },
        { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
      ],
      responses: {
        '200': { description: 'The page and the total.', content: jsonContent('ConsolePeoplePage') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/{id}`]: {
    get: {
      summary: 'One participant, with counts of their contact requests and leads.',
      security: cookie,
      parameters: [personId],
      responses: {
        '200': { description: 'The participant.', content: jsonContent('ConsolePerson') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '404': noPerson,
      },
    },
    put: {
      summary:
        'Switches whether visitors find the participant in the directory, and may ask to contact them.',
      security: cookie,
      parameters: [personId, csrf],
      requestBody: { required: true, content: jsonContent('ConsolePersonEdit') },
      responses: {
        '200': { description: 'The participant as saved.', content: jsonContent('ConsolePerson') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': noPerson,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/{id}/export`]: {
    get: {
      summary:
        'Everything the back office holds on the participant, as a JSON download (GDPR right of access).',
      security: cookie,
      parameters: [personId],
      responses: {
        '200': { description: 'The data.', content: { 'application/json': { schema: {} } } },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': noPerson,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/{id}/erase`]: {
    post: {
      summary:
        'Erases the participant in one transaction (owner only): `email` must be their address, typed again. Leads stay with the exhibitors.',
      security: cookie,
      parameters: [personId, csrf],
      requestBody: { required: true, content: jsonContent('PersonErasure') },
      responses: {
        '200': { description: 'Erased.', content: jsonContent('PersonErased') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': noPerson,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/import/dry-run`]: {
    post: {
      summary:
        'What a participants file (a CSV, or an XLSX workbook’s first sheet) would add and update (by e-mail), and its bad rows by line or spreadsheet row and column; writes nothing.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('PeopleImport') },
      responses: {
        '200': { description: 'The report.', content: jsonContent('PeopleImportReport') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '415': notAFile,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/import`]: {
    post: {
      summary:
        'Imports a participants file (CSV or XLSX) in one transaction; with bad rows, nothing unless `skipBadRows`. New accounts get an invitation when `sendInvitations`.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('PeopleImport') },
      responses: {
        '200': { description: 'What was written.', content: jsonContent('PeopleImportApplied') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '415': notAFile,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}people/invitations`]: {
    post: {
      summary: 'Invites one person by e-mail: an account with a one-time set-password link, sent by mail.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('PersonInvitation') },
      responses: {
        '200': { description: 'Invited.', content: jsonContent('PersonInvited') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '409': {
          description: 'The person already set a password (`HAS_ACCOUNT`).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}codifications`]: {
    get: {
      summary:
        'The participant search lists (profiles, departments, interests), each entry with how many hold it.',
      security: cookie,
      responses: {
        '200': { description: 'The lists.', content: jsonContent('ConsoleCodificationLists') },
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}codifications/{nameField}`]: {
    put: {
      summary:
        'Saves a list whole, in order; an entry left out is removed unless a participant holds it (409).',
      security: cookie,
      parameters: [nameField, csrf],
      requestBody: { required: true, content: jsonContent('CodificationListEdit') },
      responses: {
        '200': { description: 'The list as saved.', content: jsonContent('ConsoleCodificationList') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '409': { description: 'An entry removed is still held (`IN_USE`).', content: jsonContent('Error') },
      },
    },
  },
};

export const consolePeopleSchemas = {
  ConsolePeoplePage: schemaOf(consolePeoplePageSchema),
  ConsolePerson: schemaOf(consolePersonSchema),
  ConsolePersonEdit: schemaOf(consolePersonEditSchema, 'input'),
  PersonErasure: schemaOf(personErasureSchema, 'input'),
  PersonErased: schemaOf(personErasedSchema),
  PeopleImport: schemaOf(peopleImportSchema, 'input'),
  PeopleImportReport: schemaOf(peopleImportReportSchema),
  PeopleImportApplied: schemaOf(peopleImportAppliedSchema),
  PersonInvitation: schemaOf(personInvitationSchema, 'input'),
  PersonInvited: schemaOf(personInvitedSchema),
  ConsoleCodificationLists: schemaOf(consoleCodificationListsSchema),
  ConsoleCodificationList: schemaOf(consoleCodificationListSchema),
  CodificationListEdit: schemaOf(codificationListEditSchema, 'input'),
};
