import { createHash } from 'node:crypto';
import {
  type CategoryPlacement,
  type CategoryTree,
  type CategoryTreeProblem,
  type CategoryTreeSave,
  categoryTreeChanges,
  checkCategoryPlacements,
  itemTitleText,
  type JsonValue,
  type PublishedDataType,
  storedCategoryOrder,
} from '@showfloor/core';
import type { Database } from '../../db/database.js';
import { CatalogRepository, type EditableItem } from '../catalog/index.js';
import { type AuditActor, OrganiserRepository } from './organiser.repository.js';

function lumpOf(fields: EditableItem['fields']): { [key: string]: JsonValue } {
  const lump = fields.lump;
  return typeof lump === 'object' && lump !== null && !Array.isArray(lump) ? lump : {};
}

function rankOf(item: EditableItem): number | undefined {
  const rank = lumpOf(item.fields).rank;
  return typeof rank === 'number' && Number.isFinite(rank) ? rank : undefined;
}

function parentOf(item: EditableItem): string | null {
  return item.refs.parent?.ids[0] ?? null;
}

/** Changes with any write to a category of the type, an import's included. */
function versionOf(items: readonly EditableItem[]): string {
  const hash = createHash('sha256');
  for (const item of items) hash.update(`${item.originalId}\u0000${item.updatedAt.toISOString()}\u0001`);
  return hash.digest('hex').slice(0, 32);
}

function treeOf(type: PublishedDataType, items: readonly EditableItem[]): CategoryTree {
  const byId = new Map(items.map((item) => [item.originalId, item]));
  const placements = storedCategoryOrder(
    items.map((item) => ({
      id: item.originalId,
      parentId: parentOf(item),
      rank: rankOf(item),
      title: itemTitleText(item.fields),
      isAll: item.fields.is_all === true,
    })),
  );
  return {
    type,
    version: versionOf(items),
    categories: placements.map((placement) => {
      const item = byId.get(placement.id);
      return {
        ...placement,
        title: item === undefined ? '' : itemTitleText(item.fields),
        source: item?.source ?? null,
      };
    }),
  };
}

export type CategoryTreeSaveResult =
  | { kind: 'saved'; tree: CategoryTree }
  | { kind: 'changed' }
  | { kind: 'invalid'; problems: CategoryTreeProblem[] };

/**
 * A category type's tree as the console arranges it (docs/console.md, "Catalog"): read in the
 * app's order, and saved whole with its audit entry.
 */
export class CategoryTreeService {
  constructor(private readonly db: Database) {}

  async tree(type: PublishedDataType): Promise<CategoryTree> {
    return treeOf(type, await new CatalogRepository(this.db).categoryItems(type));
  }

  /**
   * Saves a type's whole tree in one transaction: every category whose parent or rank changes, and
   * the audit entry, are written together or not at all. Refused when a category of the type was
   * written since the organiser read the tree (an import, another organiser's save).
   */
  async save(
    actor: AuditActor,
    type: PublishedDataType,
    save: CategoryTreeSave,
  ): Promise<CategoryTreeSaveResult> {
    return this.db.transaction(async (tx) => {
      const catalog = new CatalogRepository(tx);
      const items = await catalog.categoryItems(type, { forUpdate: true });
      if (versionOf(items) !== save.version) return { kind: 'changed' };
      const known = new Set(items.map((item) => item.originalId));
      const problems = checkCategoryPlacements(save.categories, known);
      if (problems.length > 0) return { kind: 'invalid', problems };

      const before: CategoryPlacement[] = treeOf(type, items).categories.map(({ id, parentId }) => ({
        id,
        parentId,
      }));
      const changes = categoryTreeChanges(before, save.categories);
      const parents = new Map(save.categories.map((placement) => [placement.id, placement.parentId]));
      const written = items.flatMap((item) => {
        const parentId = parents.get(item.originalId) ?? null;
        const rank = changes.ranks.get(item.originalId);
        if (parentId === parentOf(item) && rank === rankOf(item)) return [];
        const refs = { ...item.refs };
        if (parentId === null) delete refs.parent;
        else refs.parent = { type, ids: [parentId] };
        const lump = { ...lumpOf(item.fields), ...(rank === undefined ? {} : { rank }) };
        return [{ id: item.id, refs, fields: { ...item.fields, lump } }];
      });
      await catalog.writeItems(written);
      await new OrganiserRepository(tx).audit(actor, 'categories.save', {
        type,
        reparented: changes.reparented,
        reordered: changes.reordered,
        written: written.length,
      });
      return { kind: 'saved', tree: treeOf(type, await catalog.categoryItems(type)) };
    });
  }
}
