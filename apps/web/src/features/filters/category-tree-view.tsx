import { type CatalogRecord, checkStateOf, type FilterState } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/index.js';
import { TriStateCheckbox } from './tri-state-checkbox.js';

export interface CategoryTreeViewProps {
  parentId: number;
  state: FilterState;
  byId: ReadonlyMap<number, CatalogRecord>;
  counts: ReadonlyMap<number, number>;
  onToggle: (id: number, checked: boolean) => void;
}

function titleOf(record: CatalogRecord | undefined): string {
  return typeof record?.title === 'string' ? record.title : '';
}

/** The sub-categories of one category, each expandable into its own (spec core §2 "expandable sub-category tree"). */
export function CategoryTreeView({ parentId, state, byId, counts, onToggle }: CategoryTreeViewProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const children = state.forest.children.get(parentId) ?? [];
  if (children.length === 0) return null;
  const toggleExpanded = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="category-tree">
      {children.map((id) => {
        const hasChildren = (state.forest.children.get(id) ?? []).length > 0;
        const isExpanded = expanded.has(id);
        const title = titleOf(byId.get(id));
        const count = counts.get(id) ?? 0;
        return (
          <li key={id}>
            <div className="category-tree-row">
              <TriStateCheckbox
                state={checkStateOf(state, id)}
                label={title}
                description={t('filters.count', { count })}
                onToggle={(checked) => onToggle(id, checked)}
              />
              {hasChildren ? (
                <button
                  type="button"
                  className="toolbar-button category-expand"
                  aria-expanded={isExpanded}
                  aria-label={t(isExpanded ? 'filters.collapse' : 'filters.expand', { title })}
                  onClick={() => toggleExpanded(id)}
                >
                  <Icon name="chevron" />
                </button>
              ) : null}
            </div>
            {hasChildren && isExpanded ? (
              <CategoryTreeView parentId={id} state={state} byId={byId} counts={counts} onToggle={onToggle} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
