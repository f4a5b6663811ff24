import {
  type DataBundle,
  type DataIncrement,
  manifestRequestSchema,
  manifestResponseSchema,
  PUBLISHED_DATA_TYPES,
  type SchemaChange,
  showConfigSchema,
  updateRequestSchema,
} from '@showfloor/core';
import { z } from 'zod';
import { assetParamsSchema, assetQuerySchema } from '../modules/catalog/index.js';
import {
  assetPackQuerySchema,
  bundleParamsSchema,
  manifestQuerySchema,
  versionQuerySchema,
} from '../modules/publishing/index.js';
import { errorResponses, jsonContent, jsonOrFormBody, parametersOf, schemaOf } from './openapi-schema.js';

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bundleMatchesCore: Same<z.infer<typeof dataBundleSchema>['version'], DataBundle['version']> = true;
const incrementMatchesCore: Same<keyof z.infer<typeof dataIncrementSchema>, keyof DataIncrement> = true;
const schemaChangeMatchesCore: Same<z.infer<typeof schemaChangeSchema>, SchemaChange> = true;
void [bundleMatchesCore, incrementMatchesCore, schemaChangeMatchesCore];

const precompressed =
  'Served from files compressed at publish time: brotli, gzip or identity by Accept-Encoding; strong ETag ' +
  '(sha256 of the content, suffixed by encoding); 304 on If-None-Match.';
const notModified = { '304': { description: 'Not modified.' } };
const versionParameters = parametersOf(versionQuerySchema, 'query').map((parameter) => ({
  ...parameter,
  description: 'A published version: that version is served, cached as immutable.',
}));

/** The updater calls of spec core §7, the published files and the connectivity check. */
export const updaterPaths = {
  '/manifest/phonegap': {
    post: {
      summary: 'What the device must download to reach the current data version.',
      parameters: parametersOf(manifestQuerySchema, 'query'),
      requestBody: jsonOrFormBody('ManifestRequest'),
      responses: {
        '200': { description: 'The manifest.', content: jsonContent('ManifestResponse') },
        '400': errorResponses['400'],
        '404': errorResponses['404'],
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
        ...notModified,
        '400': errorResponses['400'],
        '404': errorResponses['404'],
      },
    },
  },
  '/offline/db_{locale}.json': {
    get: {
      summary: 'The full database of the current version (or of version `v`) in one locale.',
      parameters: [
        ...parametersOf(bundleParamsSchema, 'path').map((parameter) => ({
          ...parameter,
          description: `One of ${localeSchema.options.join(', ')}; another answers 404.`,
        })),
        ...versionParameters,
      ],
      responses: {
        '200': { description: precompressed, content: jsonContent('DataBundle') },
        ...notModified,
        '400': errorResponses['400'],
        '404': errorResponses['404'],
      },
    },
  },
  '/offline/first_{locale}.json': {
    get: {
      summary:
        "A first visit's first payload of the current version (or of version `v`) in one locale: every record with its rich texts (description, biography) left out, and the show configuration, painted while the full database downloads and is stored.",
      parameters: [
        ...parametersOf(bundleParamsSchema, 'path').map((parameter) => ({
          ...parameter,
          description: `One of ${localeSchema.options.join(', ')}; another answers 404.`,
        })),
        ...versionParameters,
      ],
      responses: {
        '200': {
          description: precompressed,
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...notModified,
        '400': errorResponses['400'],
        '404': errorResponses['404'],
      },
    },
  },
  '/files/project/config.json': {
    get: {
      summary: 'The show configuration of the current version (or of version `v`).',
      parameters: versionParameters,
      responses: {
        '200': { description: precompressed, content: jsonContent('ShowConfig') },
        ...notModified,
        '404': errorResponses['404'],
      },
    },
  },
  '/files/assets-pack': {
    get: {
      summary: 'The zip of the assets changed since version `from` (the manifest names it with `v`).',
      parameters: parametersOf(assetPackQuerySchema, 'query'),
      responses: {
        '200': {
          description: `The zip. ${precompressed}`,
          content: { 'application/zip': { schema: { type: 'string', contentEncoding: 'binary' } } },
        },
        ...notModified,
        '400': errorResponses['400'],
        '404': { description: 'No pack from that version.', content: jsonContent('Error') },
      },
    },
  },
  '/files/assets/{path}': {
    get: {
      summary: 'A logo, photo or plan; revalidated, or cached for a year when `v` names its content hash.',
      parameters: [
        { name: 'path', in: 'path', required: true, schema: schemaOf(assetParamsSchema.shape['*'], 'input') },
        ...parametersOf(assetQuerySchema, 'query'),
      ],
      responses: {
        '200': { description: 'The file, with its content type and ETag (sha256).' },
        ...notModified,
        '400': errorResponses['400'],
        '404': { description: 'No such asset.', content: jsonContent('Error') },
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
};

export const updaterSchemas = {
  ManifestRequest: schemaOf(manifestRequestSchema, 'input'),
  ManifestResponse: schemaOf(manifestResponseSchema),
  DataBundle: schemaOf(dataBundleSchema),
  DataIncrement: schemaOf(dataIncrementSchema),
  SchemaChange: schemaOf(schemaChangeSchema),
  ShowConfig: schemaOf(showConfigSchema),
};
