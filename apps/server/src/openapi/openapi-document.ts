import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountsPaths, accountsSchemas, accountsSecuritySchemes } from './accounts-paths.js';
import { changelogPaths, consoleContentPaths, consoleContentSchemas } from './console-content-paths.js';
import { consoleItemsPaths, consoleItemsSchemas } from './console-items-paths.js';
import { consolePaths, consoleSchemas, consoleSecuritySchemes } from './console-paths.js';
import { consolePeoplePaths, consolePeopleSchemas } from './console-people-paths.js';
import { consoleSettingsPaths, consoleSettingsSchemas } from './console-settings-paths.js';
import { favoritesSyncPaths, favoritesSyncSchemas } from './favorites-sync-paths.js';
import { feedsPaths, feedsSchemas } from './feeds-paths.js';
import { leadsPaths, leadsSchemas } from './leads-paths.js';
import { errorSchema, schemaOf } from './openapi-schema.js';
import { remindersPaths, remindersSchemas } from './reminders-paths.js';
import { updaterPaths, updaterSchemas } from './updater-paths.js';

/**
 * The OpenAPI description of the HTTP API (docs/openapi.json), generated from the zod schemas the
 * routes validate with, so the document cannot describe an API the server does not implement.
 * `npm run openapi -w apps/server` rewrites it; a test fails when the committed file drifts, and
 * another when a route the server registers is missing from it (openapi-routes.test.ts).
 */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Showfloor back office',
      version: '0.1.0',
      description:
        'Every call the server answers: the updater (spec core §7), accounts and networking, lead capture, ' +
        'calendar subscriptions, favorites sync, the inbox with Web Push, the notes mail and the organiser console. See docs/protocol.md for the ' +
        'behaviour. A POST body may also be sent form-encoded (application/x-www-form-urlencoded).',
    },
    paths: {
      ...updaterPaths,
      ...changelogPaths,
      ...accountsPaths,
      ...leadsPaths,
      ...feedsPaths,
      ...favoritesSyncPaths,
      ...remindersPaths,
      ...consolePaths,
      ...consoleItemsPaths,
      ...consoleContentPaths,
      ...consoleSettingsPaths,
      ...consolePeoplePaths,
    },
    components: {
      schemas: {
        ...updaterSchemas,
        ...accountsSchemas,
        ...leadsSchemas,
        ...feedsSchemas,
        ...favoritesSyncSchemas,
        ...remindersSchemas,
        ...consoleSchemas,
        ...consoleItemsSchemas,
        ...consoleContentSchemas,
        ...consoleSettingsSchemas,
        ...consolePeopleSchemas,
        Error: schemaOf(errorSchema),
      },
      securitySchemes: { ...accountsSecuritySchemes, ...consoleSecuritySchemes },
    },
  };
}

/** docs/openapi.json at the repository root (from src/openapi or dist/openapi alike). */
export const openApiPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/openapi.json',
);

/** The document as committed: two-space JSON and a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
