import {
  type ConsoleItem,
  type ConsoleItemList,
  type ConsoleItemSummary,
  categoryTreeSaveSchema,
  consoleItemEditSchema,
  consoleItemImageQuerySchema,
  consoleItemTypeSchema,
  hasDescription,
  isCategoryType,
  itemImageFieldOf,
  itemTitleText,
  sessionTimesOf,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import type { CatalogRepository, EditableItem } from '../catalog/index.js';
import { isImageRefusal, prepareItemImage } from '../content/index.js';
import type { CategoryTreeService } from './category-tree.service.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard, refuse } from './console-guard.js';
import { type ItemEditService, roomIdOf, showTimeZone } from './item-edit.service.js';

const typeParamsSchema = z.object({ type: consoleItemTypeSchema });
const categoryTypeParamsSchema = z.object({
  type: consoleItemTypeSchema.refine(isCategoryType, { message: 'not a category type' }),
});
const itemParamsSchema = typeParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Where an item's logo or photo is sent: the body is the image file itself. */
export const ITEM_IMAGE_PATH = `${CONSOLE_API_PREFIX}items/:type/:id/image`;

export interface ConsoleItemsRoutesOptions {
  allowed: ConsoleGuard;
  catalog: CatalogRepository;
  items: ItemEditService;
  categoryTrees: CategoryTreeService;
}

/**
 * The console's items (docs/console.md, "Catalog"): counts per type, the items of a type by title,
 * one item whole, and an edit of its title, its description or, for a session, its room and times,
 * or of its logo or photo (an uploaded image). An edit names the moment it read the item and is
 * refused (409) if someone wrote it since.
 */
export async function registerConsoleItemsRoutes(app: FastifyInstance, options: ConsoleItemsRoutesOptions) {
  const { allowed, catalog, items, categoryTrees } = options;

  async function consoleItem(item: EditableItem): Promise<ConsoleItem> {
    const base: ConsoleItem = {
      id: item.id,
      type: item.type,
      originalId: item.originalId,
      fields: item.fields,
      refs: item.refs,
      source: item.source,
      updatedAt: item.updatedAt.toISOString(),
      hasDescription: hasDescription(item.type),
    };
    if (item.type !== 'events') return base;
    const places = await catalog.itemTitles('places');
    const rooms = places.map((place) => ({
      originalId: place.originalId,
      title: itemTitleText({ title: place.title }),
    }));
    const timeZone = await showTimeZone(catalog);
    const times = { ...sessionTimesOf(item.fields, timeZone), timeZone };
    return { ...base, rooms, roomId: roomIdOf(item), times };
  }

  app.get(`${CONSOLE_API_PREFIX}items`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return { counts: await catalog.countsByType() };
  });

  app.get(`${CONSOLE_API_PREFIX}items/:type`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const params = typeParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const rows = await catalog.itemTitles(params.data.type);
    const items: ConsoleItemSummary[] = rows.map((row) => ({
      id: row.id,
      originalId: row.originalId,
      title: itemTitleText({
        ...(row.title === null ? {} : { title: row.title }),
        ...(row.displayName === null ? {} : { display_name: row.displayName }),
      }),
      source: row.source,
    }));
    const list: ConsoleItemList = { type: params.data.type, items };
    return list;
  });

  app.get(`${CONSOLE_API_PREFIX}items/:type/:id`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const params = itemParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const item = await catalog.findItem(params.data.id);
    if (item === undefined || item.type !== params.data.type) return replyNotFound(reply, 'No such item');
    return consoleItem(item);
  });

  app.put(`${CONSOLE_API_PREFIX}items/:type/:id`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = itemParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = consoleItemEditSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const item = await catalog.findItem(params.data.id);
    if (item === undefined || item.type !== params.data.type) return replyNotFound(reply, 'No such item');

    const edited = await items.save(identity.organiser, item, body.data);
    if (edited === 'missing') return replyNotFound(reply, 'No such item');
    if (edited === 'changed') {
      return refuse(reply, 409, 'CHANGED', 'This item was changed since you opened it: open it again');
    }
    if ('field' in edited) {
      const error: ErrorBody = { error: 'BAD_REQUEST', field: edited.field, message: edited.message };
      return reply.code(400).send(error);
    }
    return consoleItem(edited);
  });

  app.get(`${CONSOLE_API_PREFIX}categories/:type`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const params = categoryTypeParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    return categoryTrees.tree(params.data.type);
  });

  app.put(`${CONSOLE_API_PREFIX}categories/:type`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = categoryTypeParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = categoryTreeSaveSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const saved = await categoryTrees.save(identity.organiser, params.data.type, body.data);
    if (saved.kind === 'changed') {
      return refuse(
        reply,
        409,
        'CHANGED',
        'These categories were changed since you opened them: open them again',
      );
    }
    if (saved.kind === 'invalid') {
      const [first] = saved.problems;
      const error: ErrorBody = {
        error: 'BAD_REQUEST',
        field: first?.field ?? 'categories',
        message: saved.problems.map((problem) => problem.message).join('; '),
      };
      return reply.code(400).send(error);
    }
    return saved.tree;
  });

  await app.register(async (scope) => {
    // The image travels as the request body, whatever its declared type: its bytes decide.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.put(ITEM_IMAGE_PATH, async (request, reply) => {
      const identity = await allowed(request, reply, 'edit');
      if (identity === undefined) return reply;
      const params = itemParamsSchema.safeParse(request.params);
      if (!params.success) return replyBadRequest(reply, params.error);
      const query = consoleItemImageQuerySchema.safeParse(request.query);
      if (!query.success) return replyBadRequest(reply, query.error);
      const item = await catalog.findItem(params.data.id);
      if (item === undefined || item.type !== params.data.type) return replyNotFound(reply, 'No such item');
      const imageField = itemImageFieldOf(item.type);
      if (imageField === undefined) {
        const error: ErrorBody = {
          error: 'BAD_REQUEST',
          field: 'type',
          message: 'this type of item has no logo or photo',
        };
        return reply.code(400).send(error);
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.byteLength === 0) {
        const error: ErrorBody = { error: 'BAD_REQUEST', field: 'body', message: 'the image is empty' };
        return reply.code(400).send(error);
      }
      const prepared = await prepareItemImage(body, imageField.kind);
      if (isImageRefusal(prepared)) {
        const codes = {
          400: 'BAD_REQUEST',
          413: 'PAYLOAD_TOO_LARGE',
          415: 'UNSUPPORTED_MEDIA_TYPE',
        } as const;
        const error: ErrorBody = { error: codes[prepared.status], field: 'body', message: prepared.reason };
        return reply.code(prepared.status).send(error);
      }
      const edited = await items.saveImage(
        identity.organiser,
        item,
        query.data.updatedAt,
        imageField,
        prepared.asset,
      );
      if (edited === 'missing') return replyNotFound(reply, 'No such item');
      if (edited === 'changed') {
        return refuse(reply, 409, 'CHANGED', 'This item was changed since you opened it: open it again');
      }
      return consoleItem(edited);
    });
  });
}
