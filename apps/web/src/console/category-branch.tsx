import type { CategoryMove, CategoryNode } from '@showfloor/core';
import { type DragEvent, useState } from 'react';
import type { ItemsStrings } from './items-strings.js';

const DRAG_FORMAT = 'application/x-showfloor-category';

interface CategoryBranchProps {
  nodes: readonly CategoryNode[];
  titleOf: (id: string) => string;
  words: ItemsStrings;
  canEdit: boolean;
  onMove: (id: string, move: CategoryMove) => void;
  onDrop: (id: string, targetId: string, side: 'before' | 'after') => void;
  /** The categories whose sub-categories are folded away. */
  folded: ReadonlySet<string>;
  onFold: (id: string) => void;
  /** The accessible name of the top list; nested lists are named by their parent. */
  label: string;
  parent?: CategoryNode;
}

/** The half of a row the pointer is over: a drop there puts the dragged category before or after it. */
function sideOf(event: DragEvent<HTMLElement>): 'before' | 'after' {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
}

/** One level of a category tree, as a nested list; each category with its move buttons. */
export function CategoryBranch(props: CategoryBranchProps) {
  const { nodes, titleOf, words, canEdit, onMove, onDrop, folded, onFold, label, parent } = props;
  const [dropTarget, setDropTarget] = useState<{ id: string; side: 'before' | 'after' } | undefined>();

  return (
    <ul className="console-tree" aria-label={label}>
      {nodes.map((node, index) => {
        const title = titleOf(node.id);
        const previous = nodes[index - 1];
        const buttons: { move: CategoryMove; icon: string; name: string; isPossible: boolean }[] = [
          { move: 'up', icon: '↑', name: words.moveUp(title), isPossible: index > 0 },
          { move: 'down', icon: '↓', name: words.moveDown(title), isPossible: index < nodes.length - 1 },
          {
            move: 'in',
            icon: '→',
            name: words.moveIn(title, previous === undefined ? '' : titleOf(previous.id)),
            isPossible: previous !== undefined,
          },
          {
            move: 'out',
            icon: '←',
            name: words.moveOut(title, parent === undefined ? '' : titleOf(parent.id)),
            isPossible: parent !== undefined,
          },
        ];
        const isTarget = dropTarget?.id === node.id;
        const isFolded = folded.has(node.id);
        return (
          <li key={node.id} data-category={node.id}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the row's buttons make every move by keyboard */}
            <div
              className="console-tree-row"
              data-drop={isTarget ? dropTarget.side : undefined}
              draggable={canEdit}
              onDragStart={(event) => {
                event.stopPropagation();
                event.dataTransfer.setData(DRAG_FORMAT, node.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (!canEdit || !event.dataTransfer.types.includes(DRAG_FORMAT)) return;
                event.preventDefault();
                setDropTarget({ id: node.id, side: sideOf(event) });
              }}
              onDragLeave={() => setDropTarget(undefined)}
              onDrop={(event) => {
                event.preventDefault();
                setDropTarget(undefined);
                const dragged = event.dataTransfer.getData(DRAG_FORMAT);
                if (dragged !== '' && dragged !== node.id) onDrop(dragged, node.id, sideOf(event));
              }}
            >
              {node.children.length === 0 ? (
                <span className="console-tree-fold" />
              ) : (
                <button
                  type="button"
                  className="console-tree-fold"
                  aria-expanded={!isFolded}
                  aria-label={words.subCategories(title, node.children.length)}
                  onClick={() => onFold(node.id)}
                >
                  {isFolded ? '▸' : '▾'}
                </button>
              )}
              <span className="console-tree-title">{title}</span>
              {canEdit ? (
                <span className="console-row-actions">
                  {buttons.map((button) => (
                    <button
                      key={button.move}
                      type="button"
                      data-move={button.move}
                      disabled={!button.isPossible}
                      aria-label={button.name}
                      title={button.isPossible ? button.name : undefined}
                      onClick={() => onMove(node.id, button.move)}
                    >
                      {button.icon}
                    </button>
                  ))}
                </span>
              ) : null}
            </div>
            {node.children.length === 0 || isFolded ? null : (
              <CategoryBranch {...props} nodes={node.children} parent={node} label={title} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
