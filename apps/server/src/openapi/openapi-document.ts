import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  calendarFeedDeleteSchema,
  calendarFeedEventsSchema,
  calendarFeedSchema,
  calendarFeedUpdateSchema,
  type DataBundle,
  type DataIncrement,
  INBOX_MESSAGES_PATH,
  inboxMessagesQuerySchema,
  inboxMessagesResponseSchema,
  manifestRequestSchema,
  manifestResponseSchema,
  PROFILE_UNLOCK_PATH,
  PUBLISHED_DATA_TYPES,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  profileUnlockRequestSchema,
  profileUnlockResponseSchema,
  pushKeyResponseSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  type SchemaChange,
  showConfigSchema,
  updateRequestSchema,
} from '@showfloor/core';
import { z } from 'zod';
import { manifestQuerySchema } from '../modules/publishing/index.js';

/**
 * The OpenAPI description of the HTTP API (docs/openapi.json), generated from the zod schemas the
 * routes validate with, so the document cannot describe an API the server does not implement.
 * `npm run openapi -w apps/server` rewrites it; a test fails when the committed file drifts.
 */

const jsonValue = z.json();
const localeSchema = z.enum(['fre', 'eng', 'zho']);
const dataTypeSchema = z.enum(PUBLISHED_DATA_TYPES);

/** Documentation schemas of the core's bundle interfaces; the checks below keep them in step. */
const dataBundleSchema = z.object({
  version: z.number().int(),
  schema: z.string(),
  locale: localeSchema,
  data: z.partialRecord(
    dataTypeSchema,
    z.object({ fields: z.array(z.string()), rows: z.array(z.array(jsonValue)) }),
  ),
});
const dataIncrementSchema = z.object({
  from: z.number().int(),
  version: z.number().int(),
  schema: z.string(),
  locale: localeSchema,
  data: z.partialRecord(dataTypeSchema, z.record(z.string(), z.array(jsonValue).nullable())),
});
const schemaChangeSchema = z.object({ schema: z.string(), version: z.number().int() });
const errorSchema = z.object({ error: z.string(), field: z.string().optional(), message: z.string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bundleMatchesCore: Same<z.infer<typeof dataBundleSchema>['version'], DataBundle['version']> = true;
const incrementMatchesCore: Same<keyof z.infer<typeof dataIncrementSchema>, keyof DataIncrement> = true;
const schemaChangeMatchesCore: Same<z.infer<typeof schemaChangeSchema>, SchemaChange> = true;
void [bundleMatchesCore, incrementMatchesCore, schemaChangeMatchesCore];

type JsonSchema = { [keyword: string]: unknown };

function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const full: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // OpenAPI 3.1 schemas share the document's dialect; a per-schema $schema would be noise.
  const { $schema: _dialect, ...rest } = full;
  return rest;
}

/** One OpenAPI parameter per property of an object schema. */
function parametersOf(schema: z.ZodObject, where: 'query' | 'path') {
  const json = schemaOf(schema, 'input');
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (ref: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } });
const errors = {
  '400': { description: 'Invalid input; `field` names the first invalid field.', content: json('Error') },
  '404': { description: 'Unknown locale, or nothing published yet.', content: json('Error') },
};
const precompressed =
  'Served from files compressed at publish time: brotli, gzip or identity by Accept-Encoding; strong ETag ' +
  '(sha256 of the content, suffixed by encoding); 304 on If-None-Match.';

export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Showfloor back office',
      version: '0.1.0',
      description:
        'The calls of the app (spec core §7 "Updater"), the calendar subscriptions and the inbox with Web Push. See docs/protocol.md for the behaviour and the other calls.',
    },
    paths: {
      '/manifest/phonegap': {
        post: {
          summary: 'What the device must download to reach the current data version.',
          parameters: parametersOf(manifestQuerySchema, 'query'),
          requestBody: {
            required: true,
            content: {
              'application/x-www-form-urlencoded': {
                schema: { $ref: '#/components/schemas/ManifestRequest' },
              },
              ...json('ManifestRequest'),
            },
          },
          responses: {
            '200': { description: 'The manifest.', content: json('ManifestResponse') },
            ...errors,
          },
        },
      },
      '/manifest/update': {
        get: {
          summary: 'The increment from a version to the current one, or a schema change.',
          parameters: parametersOf(updateRequestSchema, 'query'),
          responses: {
            '200': {
              description: `DataIncrement, or SchemaChange when the device must reload everything. ${precompressed}`,
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      { $ref: '#/components/schemas/DataIncrement' },
                      { $ref: '#/components/schemas/SchemaChange' },
                    ],
                  },
                },
              },
            },
            '304': { description: 'Not modified.' },
            ...errors,
          },
        },
      },
      '/offline/db_{locale}.json': {
        get: {
          summary: 'The full database of the current version (or of version `v`) in one locale.',
          parameters: [
            { name: 'locale', in: 'path', required: true, schema: schemaOf(localeSchema) },
            {
              name: 'v',
              in: 'query',
              required: false,
              description: 'A published version: that version is served, cached as immutable.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': { description: precompressed, content: json('DataBundle') },
            '304': { description: 'Not modified.' },
            '404': errors['404'],
          },
        },
      },
      '/files/project/config.json': {
        get: {
          summary: 'The show configuration of the current version (or of version `v`).',
          parameters: [{ name: 'v', in: 'query', required: false, schema: { type: 'string' } }],
          responses: {
            '200': { description: precompressed, content: json('ShowConfig') },
            '304': { description: 'Not modified.' },
            '404': errors['404'],
          },
        },
      },
      '/files/assets/{path}': {
        get: {
          summary: 'A logo, photo or plan. `?v=` is ignored; cached for a year (immutable).',
          parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The file, with its content type and ETag (sha256).' },
            '304': { description: 'Not modified.' },
            '404': errors['404'],
          },
        },
      },
      '/calendars': {
        post: {
          summary: 'A subscribable calendar of favorite events: answers its private address and write key.',
          requestBody: { required: true, content: json('CalendarFeedEvents') },
          responses: {
            '201': { description: 'The new calendar.', content: json('CalendarFeed') },
            '400': errors['400'],
            '429': { description: 'Too many calendars created from this address; retry later.' },
          },
        },
      },
      '/calendars/{id}': {
        put: {
          summary: 'Replaces the events of a calendar (the key proves the caller created it).',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: json('CalendarFeedUpdate') },
          responses: {
            '200': { description: 'The calendar.', content: json('CalendarFeed') },
            '400': errors['400'],
            '403': { description: 'Wrong key (`field`: key).', content: json('Error') },
            '404': { description: 'No such calendar.', content: json('Error') },
          },
        },
        delete: {
          summary: 'Deletes a calendar; its address then answers 404.',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: json('CalendarFeedDelete') },
          responses: {
            '204': { description: 'Deleted.' },
            '400': errors['400'],
            '403': { description: 'Wrong key (`field`: key).', content: json('Error') },
            '404': { description: 'No such calendar.', content: json('Error') },
          },
        },
      },
      '/calendars/{id}.ics': {
        get: {
          summary: 'The calendar file (RFC 5545), rendered from the current data version at each read.',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The .ics text.',
              content: { 'text/calendar': { schema: { type: 'string' } } },
            },
            '404': { description: 'No such calendar.', content: json('Error') },
          },
        },
      },
      [INBOX_MESSAGES_PATH]: {
        get: {
          summary: 'The inbox messages for a profile (or for all), newest first, at most 100.',
          parameters: parametersOf(inboxMessagesQuerySchema, 'query'),
          responses: {
            '200': { description: 'The messages.', content: json('InboxMessages') },
            '400': errors['400'],
            '429': { description: 'Too many reads from this address; retry later.' },
          },
        },
      },
      [PUSH_KEY_PATH]: {
        get: {
          summary: 'The VAPID public key browsers subscribe to Web Push with.',
          responses: { '200': { description: 'The key.', content: json('PushKey') } },
        },
      },
      [PUSH_SUBSCRIPTIONS_PATH]: {
        post: {
          summary: "Registers a browser's Web Push subscription with its profile.",
          requestBody: { required: true, content: json('PushSubscribe') },
          responses: {
            '201': { description: 'Registered (again, if it was known).' },
            '400': errors['400'],
            '429': { description: 'Too many subscriptions from this address; retry later.' },
          },
        },
        delete: {
          summary: 'Forgets a subscription by its endpoint, known or not.',
          requestBody: { required: true, content: json('PushUnsubscribe') },
          responses: { '204': { description: 'Forgotten.' }, '400': errors['400'] },
        },
      },
      // Profile codes (docs/security.md "Profile codes"): the pass goes in the X-Profile-Pass header of
      // GET /inbox/messages and POST /push/subscriptions for a protected profile (else 403 PROFILE_LOCKED).
      [PROFILE_UNLOCK_PATH]: {
        post: {
          summary:
            "Checks a protected profile's code; the right one answers a signed pass to send as X-Profile-Pass.",
          requestBody: { required: true, content: json('ProfileUnlockRequest') },
          responses: {
            '200': {
              description: 'The pass, naming the profile and its expiry.',
              content: json('ProfileUnlock'),
            },
            '400': { description: 'Invalid input, or a profile without a code.', content: json('Error') },
            '403': {
              description: 'Wrong code (`error`: WRONG_CODE, `field`: code).',
              content: json('Error'),
            },
            '429': {
              description: 'Too many attempts (per address and profile, then per profile); see Retry-After.',
            },
          },
        },
      },
      '/online.txt': {
        get: {
          summary: 'Connectivity check.',
          responses: {
            '200': { description: '`ok`', content: { 'text/plain': { schema: { const: 'ok' } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        ManifestRequest: schemaOf(manifestRequestSchema, 'input'),
        ManifestResponse: schemaOf(manifestResponseSchema),
        DataBundle: schemaOf(dataBundleSchema),
        DataIncrement: schemaOf(dataIncrementSchema),
        SchemaChange: schemaOf(schemaChangeSchema),
        ShowConfig: schemaOf(showConfigSchema),
        CalendarFeedEvents: schemaOf(calendarFeedEventsSchema, 'input'),
        CalendarFeedUpdate: schemaOf(calendarFeedUpdateSchema, 'input'),
        CalendarFeedDelete: schemaOf(calendarFeedDeleteSchema, 'input'),
        CalendarFeed: schemaOf(calendarFeedSchema),
        InboxMessages: schemaOf(inboxMessagesResponseSchema),
        PushKey: schemaOf(pushKeyResponseSchema),
        PushSubscribe: schemaOf(pushSubscribeRequestSchema, 'input'),
        PushUnsubscribe: schemaOf(pushUnsubscribeRequestSchema, 'input'),
        ProfileUnlockRequest: schemaOf(profileUnlockRequestSchema, 'input'),
        ProfileUnlock: schemaOf(profileUnlockResponseSchema),
        Error: schemaOf(errorSchema),
      },
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
