import {
  type ConsoleItem,
  type ConsoleItemList,
  type ConsoleItemSummary,
  consoleItemEditSchema,
  consoleItemTypeSchema,
  hasDescription,
  itemTitleText,
  sessionTimesOf,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import type { CatalogRepository, EditableItem } from '../catalog/index.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard, refuse } from './console-guard.js';
import { type ItemEditService, roomIdOf, showTimeZone } from './item-edit.service.js';

const typeParamsSchema = z.object({ type: consoleItemTypeSchema });
const itemParamsSchema = typeParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export interface ConsoleItemsRoutesOptions {
  allowed: ConsoleGuard;
  catalog: CatalogRepository;
  items: ItemEditService;
}

/**
 * The console's items (docs/console.md, "Catalog"): counts per type, the items of a type by title,
 * one item whole, and an edit of its title, its description or, for a session, its room and times. An edit names the moment
 * it read the item and is refused (409) if someone wrote it since.
 */
export async function registerConsoleItemsRoutes(app: FastifyInstance, options: ConsoleItemsRoutesOptions) {
  const { allowed, catalog, items } = options;

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
}
