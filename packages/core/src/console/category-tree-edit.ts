import { z } from 'zod';
import { consoleItemTypeSchema } from './console-items.js';

/**
 * The console's category trees (docs/console.md, "Catalog"): a category type's whole tree, moved by
 * buttons or drag and drop, and saved at once. A category's place is its parent (`refs.parent`) and
 * its rank among its siblings (`lump.rank`); publishing derives from them what the app reads
 * (`cats`, `parent_ids`, `descendants_cat_ids`, `counter`: `enrichCategories`).
 */

/** Categories of a type at most: far beyond a real show's, small enough to check at once. */
export const CATEGORY_TREE_MAX_CATEGORIES = 5_000;

const categoryIdSchema = z.string().min(1).max(200);

/** One category's place: its parent (null at the top); the list's order is the siblings' order. */
export const categoryPlacementSchema = z.strictObject({
  id: categoryIdSchema,
  parentId: categoryIdSchema.nullable(),
});
export type CategoryPlacement = z.infer<typeof categoryPlacementSchema>;

/** A save of a type's whole tree, naming the version of the tree it was made from. */
export const categoryTreeSaveSchema = z.strictObject({
  version: z.string().min(1).max(100),
  categories: z.array(categoryPlacementSchema).max(CATEGORY_TREE_MAX_CATEGORIES),
});
export type CategoryTreeSave = z.infer<typeof categoryTreeSaveSchema>;

/** A type's tree as the console reads it: the placements in display order, with what names them. */
export const categoryTreeSchema = z.object({
  type: consoleItemTypeSchema,
  /** Changes whenever a category of the type is written: a save names it, and is refused if it moved on. */
  version: z.string(),
  categories: z.array(
    categoryPlacementSchema.extend({
      title: z.string(),
      /** The programme it was imported from (a new import of it puts its tracks back), or null. */
      source: z.string().nullable(),
    }),
  ),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export interface CategoryNode {
  id: string;
  children: CategoryNode[];
}
export type CategoryTreeNodes = readonly CategoryNode[];

export type CategoryMove = 'up' | 'down' | 'in' | 'out';

/** The nested tree of valid placements (`checkCategoryPlacements`), siblings in list order. */
export function categoryForestOf(placements: readonly CategoryPlacement[]): CategoryNode[] {
  const nodes = new Map(placements.map((placement) => [placement.id, { id: placement.id, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const placement of placements) {
    const node = nodes.get(placement.id);
    if (node === undefined) continue;
    const parent = placement.parentId === null ? undefined : nodes.get(placement.parentId);
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

/** The placements of a tree, each category before its sub-categories (the order a save sends). */
export function categoryPlacementsOf(forest: CategoryTreeNodes): CategoryPlacement[] {
  const placements: CategoryPlacement[] = [];
  const visit = (nodes: CategoryTreeNodes, parentId: string | null) => {
    for (const node of nodes) {
      placements.push({ id: node.id, parentId });
      visit(node.children, node.id);
    }
  };
  visit(forest, null);
  return placements;
}

interface Location {
  siblings: CategoryNode[];
  index: number;
  parent: CategoryNode | undefined;
  grandSiblings: CategoryNode[] | undefined;
}

function cloneForest(forest: CategoryTreeNodes): CategoryNode[] {
  return forest.map((node) => ({ id: node.id, children: cloneForest(node.children) }));
}

function locate(
  forest: CategoryNode[],
  id: string,
  parent?: CategoryNode,
  grandSiblings?: CategoryNode[],
): Location | undefined {
  for (const [index, node] of forest.entries()) {
    if (node.id === id) return { siblings: forest, index, parent, grandSiblings };
    const found = locate(node.children, id, node, forest);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a move would change the tree (the console offers only those). */
export function canMoveCategory(forest: CategoryTreeNodes, id: string, move: CategoryMove): boolean {
  const location = locate(cloneForest(forest), id);
  if (location === undefined) return false;
  if (move === 'up' || move === 'in') return location.index > 0;
  if (move === 'down') return location.index < location.siblings.length - 1;
  return location.parent !== undefined;
}

/**
 * A tree with one category moved, its sub-categories with it: up or down among its siblings, into
 * the sibling before it (as its last sub-category), or out of its parent (just after it). A move
 * that cannot be made gives the tree unchanged.
 */
export function moveCategory(forest: CategoryTreeNodes, id: string, move: CategoryMove): CategoryNode[] {
  const tree = cloneForest(forest);
  const location = locate(tree, id);
  if (location === undefined || !canMoveCategory(forest, id, move)) return tree;
  const { siblings, index, parent, grandSiblings } = location;
  const [node] = siblings.splice(index, 1);
  if (node === undefined) return tree;
  if (move === 'up') siblings.splice(index - 1, 0, node);
  else if (move === 'down') siblings.splice(index + 1, 0, node);
  else if (move === 'in') siblings[index - 1]?.children.push(node);
  else if (parent !== undefined && grandSiblings !== undefined) {
    grandSiblings.splice(grandSiblings.indexOf(parent) + 1, 0, node);
  }
  return tree;
}

function contains(node: CategoryNode, id: string): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

/**
 * A tree with a dragged category dropped before or after another (as its sibling). Dropping a
 * category on itself or into its own branch changes nothing.
 */
export function dropCategory(
  forest: CategoryTreeNodes,
  id: string,
  targetId: string,
  side: 'before' | 'after',
): CategoryNode[] {
  const tree = cloneForest(forest);
  const source = locate(tree, id);
  const dragged = source?.siblings[source.index];
  if (source === undefined || dragged === undefined || contains(dragged, targetId)) return tree;
  source.siblings.splice(source.index, 1);
  const target = locate(tree, targetId);
  if (target === undefined) return cloneForest(forest);
  target.siblings.splice(side === 'before' ? target.index : target.index + 1, 0, dragged);
  return tree;
}

/** What is wrong with a saved tree, naming the category and the field of the request. */
export interface CategoryTreeProblem {
  field: string;
  id: string;
  message: string;
}

/**
 * Checks a type's whole tree against the ids of its categories: every category once, no other id,
 * each parent in the tree, and no category inside its own branch (a cycle would hide the whole
 * branch from the app's category filter).
 */
export function checkCategoryPlacements(
  placements: readonly CategoryPlacement[],
  knownIds: ReadonlySet<string>,
): CategoryTreeProblem[] {
  const problems: CategoryTreeProblem[] = [];
  const parents = new Map<string, string | null>();
  for (const [index, { id, parentId }] of placements.entries()) {
    if (!knownIds.has(id)) {
      problems.push({ field: `categories.${index}.id`, id, message: `${id} is not a category of this type` });
    } else if (parents.has(id)) {
      problems.push({ field: `categories.${index}.id`, id, message: `category ${id} is given twice` });
    } else parents.set(id, parentId);
  }
  for (const id of knownIds) {
    if (!parents.has(id)) {
      problems.push({ field: 'categories', id, message: `category ${id} is missing from the tree` });
    }
  }
  if (problems.length > 0) return problems;
  for (const [index, { id, parentId }] of placements.entries()) {
    if (parentId !== null && !parents.has(parentId)) {
      problems.push({
        field: `categories.${index}.parentId`,
        id,
        message: `the parent of ${id}, ${parentId}, is not in the tree`,
      });
    }
  }
  if (problems.length > 0) return problems;
  const reported = new Set<string>();
  for (const [index, { id }] of placements.entries()) {
    const path = [id];
    let parent = parents.get(id) ?? null;
    while (parent !== null && !reported.has(id)) {
      path.push(parent);
      if (parent === id) {
        path.forEach((onPath) => {
          reported.add(onPath);
        });
        problems.push({
          field: `categories.${index}.parentId`,
          id,
          message: `${id} would be inside its own branch (${path.join(' > ')})`,
        });
        break;
      }
      if (path.length > placements.length + 1) break;
      parent = parents.get(parent) ?? null;
    }
  }
  return problems;
}

/** A stored category as the tree is built from it. */
export interface CategoryTreeRow {
  id: string;
  /** Its `refs.parent`, or null. */
  parentId: string | null;
  /** Its `lump.rank`, if a number. */
  rank: number | undefined;
  title: string;
  /** Its `is_all` flag: the app shows such a category first. */
  isAll: boolean;
}

/**
 * The stored categories' placements in the order the app shows them (spec core §9 "Sort": "all"
 * first, then rank, unranked last, then title). A parent that is missing, or a chain of parents
 * that loops, puts the category at the top, where the app shows it too rather than losing it.
 */
export function storedCategoryOrder(rows: readonly CategoryTreeRow[], locale = 'fr'): CategoryPlacement[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const loops = (row: CategoryTreeRow): boolean => {
    const seen = new Set([row.id]);
    let parent = row.parentId;
    while (parent !== null) {
      if (seen.has(parent)) return true;
      seen.add(parent);
      parent = byId.get(parent)?.parentId ?? null;
    }
    return false;
  };
  const placements = rows.map((row) => ({
    row,
    parentId: row.parentId !== null && byId.has(row.parentId) && !loops(row) ? row.parentId : null,
  }));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rankOf = (row: CategoryTreeRow) => row.rank ?? Number.POSITIVE_INFINITY;
  placements.sort(
    (left, right) =>
      Number(right.row.isAll) - Number(left.row.isAll) ||
      (rankOf(left.row) === rankOf(right.row) ? 0 : rankOf(left.row) < rankOf(right.row) ? -1 : 1) ||
      collator.compare(left.row.title, right.row.title) ||
      (left.row.id < right.row.id ? -1 : left.row.id > right.row.id ? 1 : 0),
  );
  // Sorted siblings, then each category before its sub-categories.
  return categoryPlacementsOf(
    categoryForestOf(placements.map(({ row, parentId }) => ({ id: row.id, parentId }))),
  );
}

/** What a save changes: the categories given another parent, the sibling lists put in another order. */
export interface CategoryTreeChanges {
  reparented: { id: string; from: string | null; to: string | null }[];
  /** The parents (null: the top) whose remaining sub-categories are in another order. */
  reordered: (string | null)[];
  /** Each category's rank among its siblings after the save. */
  ranks: Map<string, number>;
}

function childrenByParent(placements: readonly CategoryPlacement[]): Map<string | null, string[]> {
  const children = new Map<string | null, string[]>();
  for (const { id, parentId } of placements) children.set(parentId, [...(children.get(parentId) ?? []), id]);
  return children;
}

/** The changes between two valid trees of the same categories (for the audit entry and the writes). */
export function categoryTreeChanges(
  before: readonly CategoryPlacement[],
  after: readonly CategoryPlacement[],
): CategoryTreeChanges {
  const parentBefore = new Map(before.map((placement) => [placement.id, placement.parentId]));
  const reparented = after
    .filter((placement) => (parentBefore.get(placement.id) ?? null) !== placement.parentId)
    .map((placement) => ({
      id: placement.id,
      from: parentBefore.get(placement.id) ?? null,
      to: placement.parentId,
    }));
  const childrenBefore = childrenByParent(before);
  const childrenAfter = childrenByParent(after);
  const reordered: (string | null)[] = [];
  const ranks = new Map<string, number>();
  for (const [parent, children] of childrenAfter) {
    children.forEach((id, rank) => {
      ranks.set(id, rank);
    });
    const stayed = new Set(children);
    const previous = (childrenBefore.get(parent) ?? []).filter((id) => stayed.has(id));
    const kept = children.filter((id) => previous.includes(id));
    if (kept.some((id, index) => previous[index] !== id)) reordered.push(parent);
  }
  return { reparented, reordered, ranks };
}
