import {
  CONSOLE_CSRF_HEADER,
  CONTENT_UPLOAD_MAX_BYTES,
  consolePublishedSchema,
  consoleVersionsResponseSchema,
  contentAppliedSchema,
  contentApplySchema,
  contentReportSchema,
  publishedChangelogSchema,
  publishPreviewSchema,
  publishRequestSchema,
} from '@showfloor/core';
import { CONSOLE_API_PREFIX } from '../modules/console/index.js';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

const notLoggedIn = {
  description: 'No console session (`error`: UNAUTHORIZED).',
  content: jsonContent('Error'),
};
const refused = {
  description:
    'Without the session’s CSRF token (`error`: CSRF), or beyond the organiser’s role (FORBIDDEN).',
  content: jsonContent('Error'),
};
const csrf = {
  name: CONSOLE_CSRF_HEADER,
  in: 'header',
  required: true,
  description: 'The `csrfToken` of the session, on every change.',
  schema: { type: 'string' },
};
const cookie = [{ consoleCookie: [] }];
const versionParameter = {
  name: 'version',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};
const cannotPublish = {
  description:
    'Nothing can be published (no show configuration), or the version was not kept (`error`: CANNOT_PUBLISH).',
  content: jsonContent('Error'),
};

/** The console's content uploads and publishing (docs/console.md "Content" and "Publish"). */
export const consoleContentPaths = {
  [`${CONSOLE_API_PREFIX}content/uploads`]: {
    post: {
      summary:
        'Uploads a schedule, catalog, venue or exhibitor list (CSV or XLSX; the body is the file) and answers its dry run: what an import would add, update and remove, its warnings, bad rows and errors. Nothing is imported (editor or owner).',
      security: cookie,
      parameters: [
        csrf,
        {
          name: 'name',
          in: 'query',
          required: true,
          description: 'The file’s name.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentEncoding: 'binary', maxLength: CONTENT_UPLOAD_MAX_BYTES },
          },
        },
      },
      responses: {
        '200': {
          description: 'The dry run; `uploadId` is null when the file has errors.',
          content: jsonContent('ContentReport'),
        },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '413': errorResponses['413'],
        '415': {
          description: 'Neither XML, JSON, a zip (XLSX included) nor text (CSV).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}content/apply`]: {
    post: {
      summary:
        'Imports an uploaded file, named by its id and checksum, as `showfloor import` does; audited. One import at a time.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: true, content: jsonContent('ContentApply') },
      responses: {
        '200': { description: 'Imported.', content: jsonContent('ContentApplied') },
        '400': {
          description:
            'Invalid input, a checksum not the upload’s, or bad rows not chosen to be skipped (`error`: BAD_ROWS).',
          content: jsonContent('Error'),
        },
        '401': notLoggedIn,
        '403': refused,
        '404': {
          description: 'The upload was applied already or has expired.',
          content: jsonContent('Error'),
        },
        '409': {
          description: 'Another import is running (`error`: IMPORT_RUNNING).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}publish/preview`]: {
    get: {
      summary:
        'The draft against the published version: items added, changed, removed; sessions moved or cancelled.',
      security: cookie,
      responses: {
        '200': { description: 'The changes.', content: jsonContent('PublishPreview') },
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}publish`]: {
    post: {
      summary: 'Publishes the draft as a new version with a note (editor or owner); audited.',
      security: cookie,
      parameters: [csrf],
      requestBody: { required: false, content: jsonContent('PublishRequest') },
      responses: {
        '200': { description: 'Published.', content: jsonContent('ConsolePublished') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '409': cannotPublish,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}versions`]: {
    get: {
      summary: 'The versions published, newest first: when, who, their note and changes.',
      security: cookie,
      responses: {
        '200': { description: 'The versions.', content: jsonContent('ConsoleVersions') },
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}versions/{version}/republish`]: {
    post: {
      summary:
        'Publishes an older version again as a new one (a rollback): its catalog and configuration replace the draft; audited.',
      security: cookie,
      parameters: [versionParameter, csrf],
      requestBody: { required: false, content: jsonContent('PublishRequest') },
      responses: {
        '200': { description: 'Published.', content: jsonContent('ConsolePublished') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': { description: 'No such version.', content: jsonContent('Error') },
        '409': cannotPublish,
      },
    },
  },
};

/** The changelog file published with each version, for the app. */
export const changelogPaths = {
  '/files/project/changelog.json': {
    get: {
      summary:
        'What changed in the current version (or version `v`) since the one before: counts per type, and each session moved in time or room, or cancelled.',
      parameters: [{ name: 'v', in: 'query', required: false, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The changelog (precompressed).', content: jsonContent('PublishedChangelog') },
        '304': { description: 'Not modified.' },
        '404': errorResponses['404'],
      },
    },
  },
};

export const consoleContentSchemas = {
  ContentReport: schemaOf(contentReportSchema),
  ContentApply: schemaOf(contentApplySchema, 'input'),
  ContentApplied: schemaOf(contentAppliedSchema),
  PublishPreview: schemaOf(publishPreviewSchema),
  PublishRequest: schemaOf(publishRequestSchema, 'input'),
  ConsolePublished: schemaOf(consolePublishedSchema),
  ConsoleVersions: schemaOf(consoleVersionsResponseSchema),
  PublishedChangelog: schemaOf(publishedChangelogSchema),
};
