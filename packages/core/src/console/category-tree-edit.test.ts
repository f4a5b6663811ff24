import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CategoryPlacement,
  type CategoryTreeNodes,
  type CategoryTreeRow,
  canMoveCategory,
  categoryForestOf,
  categoryPlacementsOf,
  categoryTreeChanges,
  checkCategoryPlacements,
  dropCategory,
  moveCategory,
  storedCategoryOrder,
} from './category-tree-edit.js';

/** Robots > (Arms, Grippers); Software; Sensors. */
const placements: CategoryPlacement[] = [
  { id: 'robots', parentId: null },
  { id: 'arms', parentId: 'robots' },
  { id: 'grippers', parentId: 'robots' },
  { id: 'software', parentId: null },
  { id: 'sensors', parentId: null },
];

/** The tree drawn as the console draws it: one line per category, indented by its depth. */
function drawn(forest: CategoryTreeNodes, depth = 0): string[] {
  return forest.flatMap((node) => [`${'  '.repeat(depth)}${node.id}`, ...drawn(node.children, depth + 1)]);
}

const forest = categoryForestOf(placements);

describe('category trees: moves', () => {
  it('draws the placements as a nested tree, siblings in their order', () => {
    expect(drawn(forest)).toEqual(['robots', '  arms', '  grippers', 'software', 'sensors']);
    expect(categoryPlacementsOf(forest)).toEqual(placements);
  });

  it('moves a category up and down among its siblings, with its sub-categories', () => {
    expect(drawn(moveCategory(forest, 'software', 'up'))).toEqual([
      'software',
      'robots',
      '  arms',
      '  grippers',
      'sensors',
    ]);
    expect(drawn(moveCategory(forest, 'robots', 'down'))).toEqual([
      'software',
      'robots',
      '  arms',
      '  grippers',
      'sensors',
    ]);
    expect(drawn(moveCategory(forest, 'grippers', 'up'))).toEqual([
      'robots',
      '  grippers',
      '  arms',
      'software',
      'sensors',
    ]);
  });

  it('moves a category into the one before it, as its last sub-category', () => {
    expect(drawn(moveCategory(forest, 'software', 'in'))).toEqual([
      'robots',
      '  arms',
      '  grippers',
      '  software',
      'sensors',
    ]);
    expect(drawn(moveCategory(forest, 'grippers', 'in'))).toEqual([
      'robots',
      '  arms',
      '    grippers',
      'software',
      'sensors',
    ]);
  });

  it('moves a category out of its parent, just after it', () => {
    expect(drawn(moveCategory(forest, 'arms', 'out'))).toEqual([
      'robots',
      '  grippers',
      'arms',
      'software',
      'sensors',
    ]);
  });

  it('offers only the moves that change something, and an impossible move changes nothing', () => {
    expect(canMoveCategory(forest, 'robots', 'up')).toBe(false);
    expect(canMoveCategory(forest, 'robots', 'in')).toBe(false);
    expect(canMoveCategory(forest, 'robots', 'out')).toBe(false);
    expect(canMoveCategory(forest, 'robots', 'down')).toBe(true);
    expect(canMoveCategory(forest, 'sensors', 'down')).toBe(false);
    expect(canMoveCategory(forest, 'arms', 'in')).toBe(false);
    expect(canMoveCategory(forest, 'arms', 'out')).toBe(true);
    expect(canMoveCategory(forest, 'nowhere', 'up')).toBe(false);
    expect(moveCategory(forest, 'robots', 'up')).toEqual(forest);
    expect(moveCategory(forest, 'nowhere', 'down')).toEqual(forest);
  });

  it('drops a category before or after another, never into its own branch', () => {
    expect(drawn(dropCategory(forest, 'sensors', 'arms', 'before'))).toEqual([
      'robots',
      '  sensors',
      '  arms',
      '  grippers',
      'software',
    ]);
    expect(drawn(dropCategory(forest, 'arms', 'software', 'after'))).toEqual([
      'robots',
      '  grippers',
      'software',
      'arms',
      'sensors',
    ]);
    expect(dropCategory(forest, 'robots', 'grippers', 'after')).toEqual(forest);
    expect(dropCategory(forest, 'robots', 'robots', 'before')).toEqual(forest);
  });

  it('keeps every category exactly once whatever the moves', () => {
    const move = fc.constantFrom('up' as const, 'down' as const, 'in' as const, 'out' as const);
    const id = fc.constantFrom(...placements.map((placement) => placement.id));
    fc.assert(
      fc.property(fc.array(fc.tuple(id, move), { maxLength: 30 }), (moves) => {
        const moved = moves.reduce((tree, [which, how]) => moveCategory(tree, which, how), forest);
        const after = categoryPlacementsOf(moved);
        expect(after.map((placement) => placement.id).sort()).toEqual(
          placements.map((placement) => placement.id).sort(),
        );
        expect(checkCategoryPlacements(after, new Set(placements.map((placement) => placement.id)))).toEqual(
          [],
        );
      }),
    );
  });
});

describe('category trees: checking a saved tree', () => {
  const known = new Set(placements.map((placement) => placement.id));

  it('accepts the whole tree of the type, each id once', () => {
    expect(checkCategoryPlacements(placements, known)).toEqual([]);
  });

  it('names an id given twice, an id of no category of the type and a category left out', () => {
    expect(
      checkCategoryPlacements([...placements, { id: 'arms', parentId: null }], known).map(
        (problem) => problem.message,
      ),
    ).toEqual(['category arms is given twice']);
    const withStranger = placements.map((placement) =>
      placement.id === 'sensors' ? { id: 'exh-0001', parentId: null } : placement,
    );
    expect(checkCategoryPlacements(withStranger, known)).toEqual([
      { field: 'categories.4.id', id: 'exh-0001', message: 'exh-0001 is not a category of this type' },
      { field: 'categories', id: 'sensors', message: 'category sensors is missing from the tree' },
    ]);
  });

  it('names a parent that is not in the tree and a category inside its own branch', () => {
    expect(
      checkCategoryPlacements(
        placements.map((placement) =>
          placement.id === 'software' ? { id: 'software', parentId: 'hardware' } : placement,
        ),
        known,
      ),
    ).toEqual([
      {
        field: 'categories.3.parentId',
        id: 'software',
        message: 'the parent of software, hardware, is not in the tree',
      },
    ]);
    const cycle = placements.map((placement) =>
      placement.id === 'robots' ? { id: 'robots', parentId: 'arms' } : placement,
    );
    expect(checkCategoryPlacements(cycle, known).map((problem) => problem.message)).toEqual([
      'robots would be inside its own branch (robots > arms > robots)',
    ]);
    expect(
      checkCategoryPlacements(
        placements.map((placement) =>
          placement.id === 'sensors' ? { id: 'sensors', parentId: 'sensors' } : placement,
        ),
        known,
      ).map((problem) => problem.message),
    ).toEqual(['sensors would be inside its own branch (sensors > sensors)']);
  });
});

describe('category trees: stored order and what a save changes', () => {
  function row(
    id: string,
    parentId: string | null,
    rank: number | undefined,
    title: string,
  ): CategoryTreeRow {
    return { id, parentId, rank, title, isAll: false };
  }

  it('orders the stored categories as the app does: "all" first, then rank, then title', () => {
    const rows = [
      row('b', null, undefined, 'Beta'),
      row('a', null, undefined, 'alpha'),
      row('r2', null, 2, 'Zulu'),
      row('r1', null, 1, 'Yankee'),
      { ...row('all', null, 9, 'Everything'), isAll: true },
      row('child', 'r1', undefined, 'Child'),
    ];
    expect(drawn(categoryForestOf(storedCategoryOrder(rows)))).toEqual([
      'all',
      'r1',
      '  child',
      'r2',
      'a',
      'b',
    ]);
  });

  it('puts a category whose parent is missing or loops back at the top, as the app shows it', () => {
    const rows = [row('x', 'gone', 1, 'X'), row('p', 'q', 2, 'P'), row('q', 'p', 3, 'Q')];
    const order = storedCategoryOrder(rows);
    expect(checkCategoryPlacements(order, new Set(['x', 'p', 'q']))).toEqual([]);
    expect(order.find((placement) => placement.id === 'x')?.parentId).toBeNull();
  });

  it('tells which categories changed parent and which sibling lists were reordered', () => {
    const after = categoryPlacementsOf(moveCategory(moveCategory(forest, 'arms', 'out'), 'sensors', 'up'));
    expect(categoryTreeChanges(placements, after)).toEqual({
      reparented: [{ id: 'arms', from: 'robots', to: null }],
      reordered: [null],
      ranks: expect.any(Map),
    });
    const ranks = categoryTreeChanges(placements, after).ranks;
    expect(ranks.get('sensors')).toBe(2);
    expect(ranks.get('arms')).toBe(1);
    expect(categoryTreeChanges(placements, placements)).toEqual({
      reparented: [],
      reordered: [],
      ranks: expect.any(Map),
    });
  });
});
