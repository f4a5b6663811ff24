import {
  CATEGORY_ITEM_TYPE,
  categoryTreeSaveSchema,
  categoryTreeSchema,
  consoleItemCountsSchema,
  consoleItemEditSchema,
  consoleItemListSchema,
  consoleItemSchema,
  ITEM_IMAGE_MAX_BYTES,
  PUBLISHED_DATA_TYPES,
} from '@showfloor/core';
import { CONSOLE_API_PREFIX } from '../modules/console/index.js';
import { cookie, csrf, notLoggedIn, refused } from './console-paths.js';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

const itemType = {
  name: 'type',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...PUBLISHED_DATA_TYPES] },
};
const itemId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const categoryType = {
  name: 'type',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: Object.keys(CATEGORY_ITEM_TYPE) },
};
const noItem = { description: 'No item of this type has this id.', content: jsonContent('Error') };

/** The console's items (docs/console.md, "Items"). */
export const consoleItemsPaths = {
  [`${CONSOLE_API_PREFIX}items`]: {
    get: {
      summary: 'How many items the draft catalog holds, per type.',
      security: cookie,
      responses: {
        '200': { description: 'Counts per type.', content: jsonContent('ConsoleItemCounts') },
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}items/{type}`]: {
    get: {
      summary:
        'Every item of a type by id, title and source, for the console to filter as the organiser types.',
      security: cookie,
      parameters: [itemType],
      responses: {
        '200': { description: 'The items.', content: jsonContent('ConsoleItemList') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
      },
    },
  },
  [`${CONSOLE_API_PREFIX}items/{type}/{id}`]: {
    get: {
      summary: 'One item whole; a session also lists the rooms it may move to.',
      security: cookie,
      parameters: [itemType, itemId],
      responses: {
        '200': { description: 'The item.', content: jsonContent('ConsoleItem') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '404': noItem,
      },
    },
    put: {
      summary:
        'Edits an item’s title, or a session’s room, if nobody changed it since `updatedAt`; seen by visitors at the next publish.',
      security: cookie,
      parameters: [itemType, itemId, csrf],
      requestBody: { required: true, content: jsonContent('ConsoleItemEdit') },
      responses: {
        '200': { description: 'The item as saved.', content: jsonContent('ConsoleItem') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
        '403': refused,
        '404': noItem,
        '409': {
          description: 'Changed since it was read (`error`: CHANGED).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}items/{type}/{id}/image`]: {
    put: {
      summary:
        'Sets the logo (exhibitors, services) or photo (speakers, new products) of an item, if nobody changed it since `updatedAt`: the body is a PNG, JPEG or WebP file, checked by its bytes, shrunk to fit 512×512 (a logo) or 800×800 (a photo), stored as WebP under a name holding its content hash; seen by visitors at the next publish.',
      security: cookie,
      parameters: [
        itemType,
        itemId,
        csrf,
        {
          name: 'updatedAt',
          in: 'query',
          required: true,
          description: 'When the item was read (its `updatedAt`).',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentEncoding: 'binary', maxLength: ITEM_IMAGE_MAX_BYTES },
          },
        },
      },
      responses: {
        '200': {
          description: 'The item as saved, its field naming the new image.',
          content: jsonContent('ConsoleItem'),
        },
        '400': {
          description: 'Invalid input, a type without an image, or an image that cannot be read (corrupt).',
          content: jsonContent('Error'),
        },
        '401': notLoggedIn,
        '403': refused,
        '404': noItem,
        '409': {
          description: 'Changed since it was read (`error`: CHANGED); nothing is stored.',
          content: jsonContent('Error'),
        },
        '413': errorResponses['413'],
        '415': {
          description: 'Not a PNG, JPEG or WebP image (by its bytes).',
          content: jsonContent('Error'),
        },
      },
    },
  },
  [`${CONSOLE_API_PREFIX}categories/{type}`]: {
    get: {
      summary:
        'A category type’s whole tree: each category with its parent, in the order the app shows them, and the tree’s version.',
      security: cookie,
      parameters: [categoryType],
      responses: {
        '200': { description: 'The tree.', content: jsonContent('CategoryTree') },
        '400': errorResponses['400'],
        '401': notLoggedIn,
      },
    },
    put: {
      summary:
        'Saves a category type’s whole tree (each category once, with its parent; siblings in list order) if no category of the type changed since `version`; seen by visitors at the next publish.',
      security: cookie,
      parameters: [categoryType, csrf],
      requestBody: { required: true, content: jsonContent('CategoryTreeSave') },
      responses: {
        '200': { description: 'The tree as saved.', content: jsonContent('CategoryTree') },
        '400': {
          description:
            'Not valid: `field` names the request field, `message` the category (given twice, unknown, missing, inside its own branch).',
          content: jsonContent('Error'),
        },
        '401': notLoggedIn,
        '403': refused,
        '409': {
          description: 'A category of the type changed since the tree was read (`error`: CHANGED).',
          content: jsonContent('Error'),
        },
      },
    },
  },
};

export const consoleItemsSchemas = {
  CategoryTree: schemaOf(categoryTreeSchema),
  CategoryTreeSave: schemaOf(categoryTreeSaveSchema, 'input'),
  ConsoleItemCounts: schemaOf(consoleItemCountsSchema),
  ConsoleItemList: schemaOf(consoleItemListSchema),
  ConsoleItem: schemaOf(consoleItemSchema),
  ConsoleItemEdit: schemaOf(consoleItemEditSchema, 'input'),
};
