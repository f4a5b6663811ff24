import type { CatalogRecord } from '../catalog/catalog-item.js';
import { checkedByTop, type FilterState, matchingItemIds } from './filter-selection.js';

/** i18n keys of the 'show results' button label; the count goes in the `count` placeholder. */
export const SHOW_RESULTS_LABEL_KEYS = { one: 'filter.showResult', other: 'filter.showResults' } as const;

export interface ShowResultsButton {
  count: number;
  labelKey: (typeof SHOW_RESULTS_LABEL_KEYS)[keyof typeof SHOW_RESULTS_LABEL_KEYS];
}

/**
 * The 'show results' button: the count of matching items with a singular or plural label. The
 * language's plural rule decides, since French says '0 résultat' where English says '0 results'.
 */
export function showResultsButton(count: number, locale: string): ShowResultsButton {
  const category = new Intl.PluralRules(locale).select(count);
  return {
    count,
    labelKey: category === 'one' ? SHOW_RESULTS_LABEL_KEYS.one : SHOW_RESULTS_LABEL_KEYS.other,
  };
}

/** What the list page receives back from the dialog (spec core §2 "List page" input flags). */
export interface FilterOutcome {
  /** Matching item ids, or undefined when nothing is checked: the list shows everything. */
  ids: number[] | undefined;
  filterEnabled: boolean;
  filterCatsCount: number;
}

export function filterOutcome(state: FilterState, items: readonly CatalogRecord[]): FilterOutcome {
  const enabled = state.checked.size > 0;
  return {
    ids: enabled ? matchingItemIds(items, checkedByTop(state)) : undefined,
    filterEnabled: enabled,
    filterCatsCount: state.checked.size,
  };
}
