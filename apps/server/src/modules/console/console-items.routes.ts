import {
  type ConsoleItem,
  type ConsoleItemList,
  type ConsoleItemSummary,
  categoryTreeSaveSchema,
  consoleItemEditSchema,
  consoleItemTypeSchema,
  isCategoryType,
  itemTitleText,
  type JsonValue,
  titleFieldOf,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import type { CatalogRepository, EditableItem } from '../catalog/index.js';
import type { CategoryTreeService } from './category-tree.service.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard, refuse } from './console-guard.js';
import type { OrganiserRepository } from './organiser.repository.js';

const typeParamsSchema = z.object({ type: consoleItemTypeSchema });
const categoryTypeParamsSchema = z.object({
  type: consoleItemTypeSchema.refine(isCategoryType, { message: 'not a category type' }),
});
const itemParamsSchema = typeParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The room of a session: its first place, as the app shows it. */
function roomIdOf(item: Pick<EditableItem, 'refs'>): string | null {
  return item.refs.places?.ids[0] ?? null;
}

export interface ConsoleItemsRoutesOptions {
  allowed: ConsoleGuard;
  catalog: CatalogRepository;
  organisers: OrganiserRepository;
  categoryTrees: CategoryTreeService;
}

/**
 * The console's items (docs/console.md, "Items"): counts per type, the items of a type by title,
 * one item whole, and an edit of its title or, for a session, its room. An edit names the moment
 * it read the item and is refused (409) if someone wrote it since.
 */
export async function registerConsoleItemsRoutes(app: FastifyInstance, options: ConsoleItemsRoutesOptions) {
  const { allowed, catalog, organisers, categoryTrees } = options;

  async function consoleItem(item: EditableItem): Promise<ConsoleItem> {
    const base: ConsoleItem = {
      id: item.id,
      type: item.type,
      originalId: item.originalId,
      fields: item.fields,
      refs: item.refs,
      source: item.source,
      updatedAt: item.updatedAt.toISOString(),
    };
    if (item.type !== 'events') return base;
    const places = await catalog.itemTitles('places');
    const rooms = places.map((place) => ({
      originalId: place.originalId,
      title: itemTitleText({ title: place.title }),
    }));
    return { ...base, rooms, roomId: roomIdOf(item) };
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

    const { title, roomId } = body.data;
    const fields: { [field: string]: JsonValue } = { ...item.fields };
    const refs = { ...item.refs };
    const changed: string[] = [];
    const detail: Record<string, unknown> = { type: item.type, originalId: item.originalId };
    if (title !== undefined) {
      fields.title = titleFieldOf(title);
      changed.push('title');
    }
    if (roomId !== undefined) {
      if (item.type !== 'events') {
        const error: ErrorBody = {
          error: 'BAD_REQUEST',
          field: 'roomId',
          message: 'only a session has a room',
        };
        return reply.code(400).send(error);
      }
      if (roomId === null) {
        delete refs.places;
        delete fields.event_place_text;
      } else {
        const room = (await catalog.itemTitles('places')).find((place) => place.originalId === roomId);
        if (room === undefined) {
          const error: ErrorBody = { error: 'BAD_REQUEST', field: 'roomId', message: 'no place has this id' };
          return reply.code(400).send(error);
        }
        refs.places = { type: 'places', ids: [roomId] };
        if (room.title === null) delete fields.event_place_text;
        else fields.event_place_text = room.title;
      }
      changed.push('room');
      detail.room = { from: roomIdOf(item), to: roomId };
    }
    const edited = await catalog.editItem(item.id, body.data.updatedAt, { fields, refs });
    if (edited === 'missing') return replyNotFound(reply, 'No such item');
    if (edited === 'changed') {
      return refuse(reply, 409, 'CHANGED', 'This item was changed since you opened it: open it again');
    }
    await organisers.audit(identity.organiser, 'item.edit', { ...detail, changed });
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
}
