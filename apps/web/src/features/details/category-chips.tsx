import { CATEGORY_ITEM_TYPE, categoryComparator, type PublishedDataType } from '@showfloor/core';
import { useId, useMemo } from 'react';
import { useApp } from '../../app/app-context.js';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { categoryListRoute, categoryPathLabel } from './category-route.js';
import { RouteLink } from './route-link.js';

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
  const data = useLiveQuery(async () => {
    if (ids.length === 0) return { categories: [], items: [] };
    const categories = await services.catalog.listByType(categoryType);
    // Items are needed only for category types without their own item list (all but exhibitors').
    const items = categories.some((category) => Array.isArray(category.exhibitors))
      ? []
      : await services.catalog.listByType(itemType);
    return { categories, items };
  }, key);
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
