import {
  buildCategoryForest,
  type CatalogRecord,
  categoryComparator,
  categoryItemCounts,
  checkedByTop,
  checkStateOf,
  clearFilter,
  createFilterState,
  type FilterOutcome,
  filterOutcome,
  matchingItemIds,
  showResultsButton,
  toggleCategory,
} from '@showfloor/core';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { Icon } from '../../shell/index.js';
import { CategoryTreeView } from './category-tree-view.js';
import { TriStateCheckbox } from './tri-state-checkbox.js';

export interface FilterDialogProps {
  items: readonly CatalogRecord[];
  categories: readonly CatalogRecord[];
  /** Categories checked when the dialog opens (the list's current filter). */
  initialChecked: readonly number[];
  /** Back and 'show results' both return to the list with the outcome (spec core §2). */
  onApply: (outcome: FilterOutcome, checked: number[]) => void;
}

function titleOf(record: CatalogRecord | undefined): string {
  return typeof record?.title === 'string' ? record.title : '';
}

/**
 * Spec core §2 "Filter dialog": a tab per top category, the sub-category tree with counts and
 * tri-state boxes, 'show results' with the live count, 'clear', and back to the list.
 */
export function FilterDialog({ items, categories, initialChecked, onApply }: FilterDialogProps) {
  const { t } = useTranslation();
  const { language } = useApp();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const forest = useMemo(
    () => buildCategoryForest(categories, categoryComparator(language)),
    [categories, language],
  );
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const counts = useMemo(() => categoryItemCounts(forest, items), [forest, items]);
  const [state, setState] = useState(() => createFilterState(forest, initialChecked));
  const [tab, setTab] = useState(() => forest.roots[0]);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const matching = useMemo(() => matchingItemIds(items, checkedByTop(state)).length, [items, state]);
  const button = showResultsButton(matching, language);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const apply = () => onApply(filterOutcome(state, items), [...state.checked]);
  const toggle = (id: number, checked: boolean) => {
    setState((previous) => toggleCategory(previous, id, checked));
    // Spec core §2: selecting a category of another top category switches to its tab.
    const top = forest.topOf.get(id);
    if (top !== undefined) setTab(top);
  };

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = forest.roots[(index + step + forest.roots.length) % forest.roots.length];
    if (next === undefined) return;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="app-dialog filter-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="filter-title-bar">
        <button type="button" className="toolbar-button" aria-label={t('filters.back')} onClick={apply}>
          <Icon name="back" />
        </button>
        <h2 id={titleId}>{t('filters.title')}</h2>
        <button type="button" onClick={() => setState(clearFilter)} disabled={state.checked.size === 0}>
          {t('filters.clear')}
        </button>
      </div>
      {forest.roots.length === 0 ? <p>{t('filters.noCategories')}</p> : null}
      <div className="filter-tabs" role="tablist" aria-label={t('filters.topCategories')}>
        {forest.roots.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              if (element) tabRefs.current.set(id, element);
              else tabRefs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`filter-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`filter-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={`filter-tab filter-tab-${checkStateOf(state, id)}`}
            onClick={() => setTab(id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            <span className="filter-tab-mark" aria-hidden="true" />
            {titleOf(byId.get(id))}
          </button>
        ))}
      </div>
      {tab !== undefined ? (
        <div
          className="filter-panel"
          role="tabpanel"
          id={`filter-panel-${tab}`}
          aria-labelledby={`filter-tab-${tab}`}
        >
          <TriStateCheckbox
            state={checkStateOf(state, tab)}
            label={t('filters.allOf', { title: titleOf(byId.get(tab)) })}
            description={t('filters.count', { count: counts.get(tab) ?? 0 })}
            onToggle={(checked) => toggle(tab, checked)}
          />
          <CategoryTreeView
            key={tab}
            parentId={tab}
            state={state}
            byId={byId}
            counts={counts}
            onToggle={toggle}
          />
        </div>
      ) : null}
      <div className="filter-actions">
        <button type="button" className="primary" onClick={apply} data-testid="filter-show-results">
          {t(button.labelKey, { count: button.count })}
        </button>
      </div>
    </dialog>
  );
}
