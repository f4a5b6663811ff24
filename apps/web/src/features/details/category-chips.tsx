import {
  CATEGORY_ITEM_TYPE,
  type CatalogRecord,
  categoryComparator,
  type PublishedDataType,
} from '@showfloor/core';
import { useId, useMemo } from 'react';
import { type CatalogReader, useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import { categoryListRoute, categoryPathLabel } from './category-route.js';

function needsItems(categories: readonly CatalogRecord[]): boolean {
  return !categories.some((category) => Array.isArray(category.exhibitors));
}

function peekChipData(
  catalog: CatalogReader,
  categoryType: PublishedDataType,
  itemType: PublishedDataType,
): { categories: readonly CatalogRecord[]; items: readonly CatalogRecord[] } | undefined {
  const categories = catalog.peekType(categoryType);
  if (categories === undefined) return undefined;
  const items = needsItems(categories) ? catalog.peekType(itemType) : [];
  return items === undefined ? undefined : { categories, items };
}

/**
 * The item's categories as chips, each with its ancestors, each opening a list (see
 * categoryListRoute). The whole category type is read once: it is small, and the labels need parents.
 */
export function CategoryChips({
  categoryType,
  ids,
  heading,
}: {
  categoryType: PublishedDataType;
  ids: readonly number[];
  heading: string;
}) {
  const { services, language } = useApp();
  const headingId = useId();
  const itemType = CATEGORY_ITEM_TYPE[categoryType] ?? categoryType;
  const key = `${categoryType}:${ids.join(',')}`;
  const read = useLiveQuery(async () => {
    if (ids.length === 0) return { key, categories: [], items: [] };
    const categories = await services.catalog.listByType(categoryType);
    // Items are needed only for category types without their own item list (all but exhibitors').
    const items = needsItems(categories) ? await services.catalog.listByType(itemType) : [];
    return { key, categories, items };
  }, key);
  // Until the read answers, categories already in memory (the list behind the sheet read them for
  // its filter) give the chips at once.
  const data = read?.key === key ? read : peekChipData(services.catalog, categoryType, itemType);
  const chips = useMemo(() => {
    if (!data) return [];
    const byId = new Map(data.categories.map((category) => [category.id, category]));
    const wanted = new Set(ids);
    return data.categories
      .filter((category) => wanted.has(category.id))
      .sort(categoryComparator(language))
      .map((category) => ({
        id: category.id,
        label: categoryPathLabel(category, byId),
        route: categoryListRoute(category, categoryType, itemType, data.items),
      }));
  }, [data, ids, categoryType, itemType, language]);
  if (chips.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="category-chips">
        {chips.map((chip) => (
          <li key={chip.id}>
            <RouteLink route={chip.route} className="category-chip">
              {chip.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
