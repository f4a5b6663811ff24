import {
  type CatalogRecord,
  isCategoryType,
  type ListInput,
  type ListPageProps,
  type PublishedDataType,
} from '@showfloor/core';
import type { CatalogReader } from '../../platform/local-db/index.js';
import { useRememberedLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import {
  categoryTypeOf,
  childCategories,
  itemsInCategory,
  rootCategories,
  sortRecords,
} from './list-records.js';

export interface ListSection {
  dataType: PublishedDataType;
  isCategoryList: boolean;
  /** The category this section drills into, whose title names the page. */
  category?: CatalogRecord;
  rows: CatalogRecord[];
}

/** What the filter dialog works on: the unfiltered items of the list and their categories. */
export interface FilterSource {
  items: CatalogRecord[];
  categories: CatalogRecord[];
}

export interface ListData {
  sections: ListSection[];
  filterSource?: FilterSource;
}

async function loadSection(
  catalog: CatalogReader,
  input: ListInput,
  locale: string,
): Promise<{ section: ListSection; base: CatalogRecord[]; categories: CatalogRecord[] }> {
  const records = await catalog.listByType(input.dataType);
  const byIds = (rows: CatalogRecord[]) => {
    if (!input.ids) return rows;
    const wanted = new Set(input.ids);
    return rows.filter((row) => wanted.has(row.id));
  };
  if (isCategoryType(input.dataType)) {
    const parent =
      input.parentId === undefined ? undefined : records.find((record) => record.id === input.parentId);
    const rows =
      input.parentId !== undefined
        ? childCategories(records, input.parentId)
        : input.ids
          ? records
          : rootCategories(records);
    const section: ListSection = {
      dataType: input.dataType,
      isCategoryList: true,
      rows: sortRecords(input.dataType, byIds(rows), locale),
    };
    if (parent) section.category = parent;
    return { section, base: [], categories: [] };
  }
  const categoryType = categoryTypeOf(input.dataType);
  const categories = categoryType ? await catalog.listByType(categoryType) : [];
  const category =
    input.categoryId === undefined ? undefined : categories.find((record) => record.id === input.categoryId);
  const inCategory = category
    ? itemsInCategory(records, category, categories)
    : input.categoryId === undefined
      ? records
      : [];
  const base = sortRecords(input.dataType, byIds(inCategory), locale);
  const section: ListSection = { dataType: input.dataType, isCategoryList: false, rows: base };
  if (category) section.category = category;
  return { section, base, categories };
}

async function loadList(catalog: CatalogReader, props: ListPageProps, locale: string): Promise<ListData> {
  const loaded = await Promise.all(props.inputs.map((input) => loadSection(catalog, input, locale)));
  const filtered = props.ids ? new Set(props.ids) : undefined;
  const sections = loaded.map(({ section }) =>
    filtered && !section.isCategoryList
      ? { ...section, rows: section.rows.filter((row) => filtered.has(row.id)) }
      : section,
  );
  const data: ListData = { sections };
  // The filter works on one item type at a time, the one whose categories the tabs show.
  const only = loaded.length === 1 ? loaded[0] : undefined;
  if (only && !only.section.isCategoryList && only.categories.length > 0) {
    data.filterSource = { items: only.base, categories: only.categories };
  }
  return data;
}

/**
 * The list page's rows, read from IndexedDB and re-read when an update commits. Undefined while
 * pending (spec core §4 "Item list status: PENDING").
 */
export function useListData(props: ListPageProps): ListData | undefined {
  const { services, language } = useApp();
  return useRememberedLiveQuery(
    services.catalog.keptResults,
    'list',
    () => loadList(services.catalog, props, language),
    `${language}:${JSON.stringify(props)}`,
  );
}
