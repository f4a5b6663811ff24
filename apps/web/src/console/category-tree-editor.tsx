import {
  type CategoryMove,
  type CategoryNode,
  type CategoryTree,
  type ConsoleSession,
  categoryForestOf,
  categoryPlacementsOf,
  dropCategory,
  moveCategory,
  type PublishedDataType,
  roleAllows,
} from '@showfloor/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CategoryBranch } from './category-branch.js';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { itemsApi } from './items-api.js';
import type { ItemsStrings } from './items-strings.js';

interface CategoryTreeEditorProps {
  session: ConsoleSession;
  type: PublishedDataType;
  strings: ConsoleStrings;
  words: ItemsStrings;
  onSessionEnded: () => void;
}

interface TreePosition {
  parent: CategoryNode | undefined;
  position: number;
  count: number;
}

/** Where a moved category sits now, for the announcement a screen reader reads. */
function positionOf(
  nodes: readonly CategoryNode[],
  id: string,
  parent?: CategoryNode,
): TreePosition | undefined {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { parent, position: index + 1, count: nodes.length };
    const found = positionOf(node.children, id, node);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A category type's tree (docs/console.md, "Catalog"): moved with each category's buttons or by
 * drag and drop, then saved whole. Staff see the tree without the buttons.
 */
export function CategoryTreeEditor({
  session,
  type,
  strings,
  words,
  onSessionEnded,
}: CategoryTreeEditorProps) {
  const [tree, setTree] = useState<CategoryTree | undefined>(undefined);
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const focusAfterMove = useRef<{ id: string; move: CategoryMove } | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const canEdit = roleAllows(session.role, 'edit');

  const show = (loaded: CategoryTree) => {
    setTree(loaded);
    setNodes(categoryForestOf(loaded.categories));
  };
  const fail = (failure: unknown) => {
    if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
    else setOutcome({ kind: 'error', text: errorText(failure, strings) });
  };

  useEffect(() => {
    let isCurrent = true;
    itemsApi.categoryTree(type).then(
      (loaded) => {
        if (!isCurrent) return;
        setTree(loaded);
        setNodes(categoryForestOf(loaded.categories));
      },
      (failure) => {
        if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
        else if (isCurrent) setOutcome({ kind: 'error', text: errorText(failure, strings) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [type, strings, onSessionEnded]);

  // After a move, the focus stays on the moved category: on the same button, or its first one left.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (target === undefined || container.current === null) return;
    focusAfterMove.current = undefined;
    const row = container.current.querySelector(`[data-category="${CSS.escape(target.id)}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>(':scope > div button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === target.move && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
  });

  const titles = useMemo(
    () => new Map(tree?.categories.map((category) => [category.id, category.title || category.id])),
    [tree],
  );
  const titleOf = (id: string) => titles.get(id) ?? id;
  const placements = categoryPlacementsOf(nodes);
  const isChanged =
    tree !== undefined &&
    JSON.stringify(placements) !==
      JSON.stringify(tree.categories.map(({ id, parentId }) => ({ id, parentId })));

  const rearranged = (next: CategoryNode[], id: string) => {
    setNodes(next);
    setOutcome(undefined);
    const where = positionOf(next, id);
    if (where !== undefined) {
      const parent = where.parent === undefined ? undefined : titleOf(where.parent.id);
      setAnnouncement(words.moved(titleOf(id), parent, where.position, where.count));
    }
  };
  const onFold = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onMove = (id: string, move: CategoryMove) => {
    focusAfterMove.current = { id, move };
    // A category moved into a folded one is shown there, with its new parent unfolded.
    const into = move === 'in' ? positionOf(nodes, id) : undefined;
    if (into !== undefined) {
      const previous = (into.parent?.children ?? nodes)[into.position - 2];
      if (previous !== undefined && folded.has(previous.id)) onFold(previous.id);
    }
    rearranged(moveCategory(nodes, id, move), id);
  };
  const onDrop = (id: string, targetId: string, side: 'before' | 'after') =>
    rearranged(dropCategory(nodes, id, targetId, side), id);

  const save = async () => {
    if (tree === undefined) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      show(await itemsApi.saveCategoryTree(session, type, { version: tree.version, categories: placements }));
      setOutcome({ kind: 'done', text: words.treeSaved });
    } catch (failure) {
      if (failure instanceof ConsoleApiError && failure.status === 409) {
        setOutcome({ kind: 'error', text: words.treeChangedSince });
        await itemsApi.categoryTree(type).then(show, fail);
      } else fail(failure);
    }
    setBusy(false);
  };

  const heading = words.treeOf(words.typeName(type));
  return (
    <section className="console-category-tree" aria-labelledby="category-tree-title" ref={container}>
      <h2 id="category-tree-title">{heading}</h2>
      <p>{canEdit ? words.treeHelp : words.treeReadOnly}</p>
      {tree?.categories.some((category) => category.source !== null) ? (
        <p>{words.treeFromProgramme}</p>
      ) : null}
      <p role="status" className="console-tree-announcement">
        {announcement}
      </p>
      <OutcomeLine outcome={outcome} />
      {canEdit && tree !== undefined ? (
        <div className="console-actions">
          <button type="button" className="console-primary" disabled={!isChanged || isBusy} onClick={save}>
            {words.saveTree}
          </button>
          <button type="button" disabled={!isChanged || isBusy} onClick={() => show(tree)}>
            {words.undoTree}
          </button>
          {isChanged ? <span>{words.unsavedTree}</span> : null}
        </div>
      ) : null}
      {tree === undefined ? null : nodes.length === 0 ? (
        <p>{words.noCategory}</p>
      ) : (
        <CategoryBranch
          nodes={nodes}
          titleOf={titleOf}
          words={words}
          canEdit={canEdit && !isBusy}
          onMove={onMove}
          onDrop={onDrop}
          folded={folded}
          onFold={onFold}
          label={heading}
        />
      )}
    </section>
  );
}
