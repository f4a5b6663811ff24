import {
  type ConsoleItemEdit,
  descriptionFieldOf,
  hasDescription,
  type JsonValue,
  sameJson,
  sessionTimeFields,
  titleFieldOf,
} from '@showfloor/core';
import type { Database } from '../../db/database.js';
import { type AssetInput, CatalogRepository, type EditableItem } from '../catalog/index.js';
import { type AuditActor, OrganiserRepository } from './organiser.repository.js';

/** The room of a session: its first place, as the app shows it. */
export function roomIdOf(item: Pick<EditableItem, 'refs'>): string | null {
  return item.refs.places?.ids[0] ?? null;
}

/** The time zone of the show's clock: the draft configuration's, as the next publish will have it. */
export async function showTimeZone(catalog: CatalogRepository): Promise<string> {
  return (await catalog.getConfig())?.timeZone ?? 'UTC';
}

/** An item as an edit leaves it, with what it changed for the audit log. */
export interface EditedItem {
  fields: { [field: string]: JsonValue };
  refs: EditableItem['refs'];
  /** The fields changed, in form order: `title`, `description`, `room`, `times`. */
  changed: string[];
  detail: Record<string, unknown>;
}

/** An edit that cannot apply to this item, naming the field at fault. */
export interface RefusedEdit {
  field: string;
  message: string;
}

/**
 * Applies a checked edit (core `consoleItemEditSchema`) to an item: the title and description in the
 * shape they are stored in (the description sanitised), a session's room (its place and the room's
 * name together) and its times on the show's clock. Only what differs from the item is listed as
 * changed, so the audit log names what the organiser really changed.
 */
export async function applyItemEdit(
  catalog: CatalogRepository,
  item: EditableItem,
  edit: ConsoleItemEdit,
): Promise<EditedItem | RefusedEdit> {
  let fields: { [field: string]: JsonValue } = { ...item.fields };
  const refs = { ...item.refs };
  const changed: string[] = [];
  const detail: Record<string, unknown> = { type: item.type, originalId: item.originalId };
  const isSession = item.type === 'events';

  if (edit.title !== undefined) {
    fields.title = titleFieldOf(edit.title);
    if (!sameJson(fields.title, item.fields.title)) changed.push('title');
  }
  if (edit.description !== undefined) {
    if (!hasDescription(item.type)) return { field: 'description', message: 'this type has no description' };
    const description = descriptionFieldOf(edit.description);
    if (description === undefined) delete fields.description;
    else fields.description = description;
    if (!sameJson(description, item.fields.description)) changed.push('description');
  }
  if (edit.roomId !== undefined) {
    if (!isSession) return { field: 'roomId', message: 'only a session has a room' };
    const roomId = edit.roomId;
    if (roomId === null) {
      delete refs.places;
      delete fields.event_place_text;
    } else {
      const room = (await catalog.itemTitles('places')).find((place) => place.originalId === roomId);
      if (room === undefined) return { field: 'roomId', message: 'no place has this id' };
      refs.places = { type: 'places', ids: [roomId] };
      if (room.title === null) delete fields.event_place_text;
      else fields.event_place_text = room.title;
    }
    if (roomId !== roomIdOf(item)) {
      changed.push('room');
      detail.room = { from: roomIdOf(item), to: roomId };
    }
  }
  if (edit.start !== undefined && edit.end !== undefined) {
    if (!isSession) return { field: 'start', message: 'only a session has a start and an end' };
    const timed = sessionTimeFields(
      fields,
      { start: edit.start, end: edit.end },
      await showTimeZone(catalog),
    );
    const before = { start: item.fields.start_date ?? null, end: item.fields.end_date ?? null };
    const after = { start: timed.start_date ?? null, end: timed.end_date ?? null };
    // Written again only when moved: the publish lists a session whose stored dates differ as moved.
    if (!sameJson(before, after)) {
      fields = timed;
      changed.push('times');
      detail.times = { from: before, to: after };
    }
  }
  return { fields, refs, changed, detail };
}

/**
 * The console's edits of catalog items: the item and its audit entry (`item.edit`, the fields
 * changed) are written in one transaction, so no edit is stored unaudited and no audit names an
 * edit refused as stale.
 */
export class ItemEditService {
  constructor(private readonly db: Database) {}

  async save(
    actor: AuditActor,
    item: EditableItem,
    edit: ConsoleItemEdit,
  ): Promise<EditableItem | RefusedEdit | 'changed' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const catalog = new CatalogRepository(tx);
      const applied = await applyItemEdit(catalog, item, edit);
      if ('field' in applied) return applied;
      const { fields, refs, changed, detail } = applied;
      const edited = await catalog.editItem(item.id, edit.updatedAt, { fields, refs });
      if (edited === 'changed' || edited === 'missing') return edited;
      await new OrganiserRepository(tx).audit(actor, 'item.edit', { ...detail, changed });
      return edited;
    });
  }

  /**
   * Points an item's logo or photo at an uploaded image: the image, the item and the audit entry
   * (`item.edit`, with the image's old and new paths) in one transaction, so a stale edit stores
   * no image.
   */
  async saveImage(
    actor: AuditActor,
    item: EditableItem,
    updatedAt: string,
    imageField: { field: string; kind: string },
    asset: AssetInput & { path: string },
  ): Promise<EditableItem | 'changed' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const previous = item.fields[imageField.field] ?? null;
      const fields = { ...item.fields, [imageField.field]: asset.path };
      const edited = await new CatalogRepository(tx).editItem(
        item.id,
        updatedAt,
        { fields, refs: item.refs },
        [asset],
      );
      if (edited === 'changed' || edited === 'missing') return edited;
      await new OrganiserRepository(tx).audit(actor, 'item.edit', {
        type: item.type,
        originalId: item.originalId,
        changed: [imageField.kind],
        [imageField.kind]: { from: previous, to: asset.path },
      });
      return edited;
    });
  }
}
