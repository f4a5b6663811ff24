import {
  type CatalogRecord,
  detailPageOf,
  detailRoute,
  groupedListRoute,
  joinListTitle,
  listRoute,
  type PublishedDataType,
  parseListProps,
  type Route,
  SHEET_RELATED_TYPES,
} from '@showfloor/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idlePause } from '../../platform/idle/idle-pause.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/index.js';
import { RouteLink, ToolbarButton } from '../../shell/index.js';
import { PageLayout } from '../../shell/page-layout.js';
import { FilterDialog } from '../filters/index.js';
import { isMapTargetType, mapRouteOfItems } from '../map/index.js';
import { hasSubcategories, itemTypeOf } from './list-records.js';
import { ListRow, useListRowLabels } from './list-row.js';
import { type ListSection, useListData } from './use-list-data.js';
import { VirtualList } from './virtual-list.js';

/** Root lists named after what they hold rather than their data type (spec core §2: the root page titled Programme). */
const ROOT_TITLE_KEYS: Partial<Record<PublishedDataType, string>> = {
  exhibitor_categories: 'lists.exhibitorsTitle',
  event_categories: 'lists.programmeTitle',
};

/** Types that have a grouped view (spec core §2 "Grouped list"). */
const GROUPED_TYPES: ReadonlySet<PublishedDataType> = new Set(['events', 'exhibitors']);

/** Estimated heights of a section header and an item row (styles.css), before rows are measured. */
const HEADER_HEIGHT_PX = 48;
/**
 * A one-line row: 64 px high plus its 1 px bottom border. Exact matters: the virtualizer lays the
 * whole list out again each time a row measures differently from its estimate, so a 1 px error
 * re-laid 8,000 rows for every row scrolled into view.
 */
const ROW_HEIGHT_PX = 65;
/** How long a list stays still (shown, not scrolled) before its sheets' related types are read ahead. */
const LIST_STILL_BEFORE_READING_AHEAD_MS = 1000;

type Row =
  | { kind: 'header'; section: ListSection }
  | { kind: 'record'; section: ListSection; record: CatalogRecord };

function counterOf(record: CatalogRecord): number | undefined {
  return typeof record.counter === 'number' ? record.counter : undefined;
}

/**
 * Spec core §2 "List page": categories that open their sub-categories or items, and items that open
 * their page; the filter, grouped view and synoptic agenda buttons; 'no data' when empty.
 */
export function ListPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const rowLabels = useListRowLabels();
  const { router, config, services } = useApp();
  const parsed = useMemo(() => parseListProps(props), [props]);
  const data = useListData(parsed);
  const [isFilterOpen, setFilterOpen] = useState(false);
  // A drill-down or a filter is a new history entry: the router starts it at its top, and brings a
  // list returned to back where it was left.

  const sectionTitle = (section: ListSection): string => {
    if (section.category && typeof section.category.title === 'string') return section.category.title;
    const key = ROOT_TITLE_KEYS[section.dataType];
    return key ? t(key) : t(`dataTypes.${section.dataType}.plural`);
  };
  const titles = data
    ? data.sections.map(sectionTitle)
    : parsed.inputs.map((input) =>
        t(ROOT_TITLE_KEYS[input.dataType] ?? `dataTypes.${input.dataType}.plural`),
      );
  const title = joinListTitle(titles) || t('lists.title');
  const only = parsed.inputs.length === 1 ? parsed.inputs[0] : undefined;
  const isProgrammeRoot = only?.dataType === 'event_categories' && only.parentId === undefined && !only.ids;
  const itemType = only && !data?.sections[0]?.isCategoryList ? only.dataType : undefined;

  // A visitor on a list of items opens one next: have its sheet's code ready by then, and the
  // types its related lists come from in memory, read while the page is idle.
  useEffect(() => {
    const sheet = itemType === undefined ? undefined : detailPageOf(itemType);
    return sheet === undefined ? undefined : router.preload(sheet);
  }, [itemType, router.preload]);
  const isListShown = data !== undefined;
  useEffect(() => {
    // Once the visitor pauses on the list (not while it opens or scrolls: the reading would take
    // from their frames), and then on after they leave it, paced by idle time: the catalog keeps
    // the types for every screen.
    const types = itemType === undefined || !isListShown ? undefined : SHEET_RELATED_TYPES[itemType];
    if (types === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warmWhenStill = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        window.removeEventListener('scroll', warmWhenStill);
        services.catalog
          .warmTypes(types, () => idlePause())
          .catch((error: unknown) => console.warn('list: reading related types ahead', error));
      }, LIST_STILL_BEFORE_READING_AHEAD_MS);
    };
    warmWhenStill();
    window.addEventListener('scroll', warmWhenStill, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', warmWhenStill);
    };
  }, [itemType, isListShown, services.catalog]);

  const rows: Row[] = useMemo(() => {
    if (!data) return [];
    const withHeaders = data.sections.length > 1;
    return data.sections.flatMap((section) => [
      ...(withHeaders && section.rows.length > 0 ? [{ kind: 'header' as const, section }] : []),
      ...section.rows.map((record) => ({ kind: 'record' as const, section, record })),
    ]);
  }, [data]);

  // Stable per list: the virtualizer lays out all 8,000 rows again whenever these change.
  // Keys made once per list: the virtualizer asks for all of them on each layout.
  const keys = useMemo(
    () =>
      rows.map((row) =>
        row.kind === 'header' ? `h-${row.section.dataType}` : `${row.section.dataType}-${row.record.id}`,
      ),
    [rows],
  );
  const rowKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const rowSize = useCallback(
    (index: number) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT_PX : ROW_HEIGHT_PX),
    [rows],
  );

  const openRecord = (section: ListSection, record: CatalogRecord): Route | undefined => {
    if (!section.isCategoryList) return detailRoute(section.dataType, record.id);
    if (hasSubcategories(record)) return listRoute([{ dataType: section.dataType, parentId: record.id }]);
    const items = itemTypeOf(section.dataType);
    return items ? listRoute([{ dataType: items, categoryId: record.id }], { hasFilter: true }) : undefined;
  };

  const actions = (
    <>
      {data?.filterSource ? (
        <ToolbarButton
          icon="filter"
          label={
            parsed.filterEnabled
              ? t('lists.filterActive', { count: parsed.filterCatsCount })
              : t('lists.filter')
          }
          pressed={parsed.filterEnabled}
          badge={parsed.filterCatsCount}
          onClick={() => setFilterOpen(true)}
        />
      ) : null}
      {itemType && GROUPED_TYPES.has(itemType) ? (
        <ToolbarButton
          icon="list"
          label={t('lists.grouped')}
          onClick={() =>
            router.navigate(
              groupedListRoute(
                itemType,
                data?.sections[0]?.rows.map((row) => row.id),
              ),
            )
          }
        />
      ) : null}
      {/* Spec core §2: 'show on map' when a map exists and locateAll; every list of a type the map
          shows offers it, since this build's configuration never sets locateAll. */}
      {config?.features.map && isMapTargetType(itemType) && rows.length > 0 ? (
        <ToolbarButton
          icon="map"
          label={t('map.showOnMap')}
          onClick={() =>
            router.navigate(mapRouteOfItems(itemType, data?.sections[0]?.rows.map((row) => row.id) ?? []))
          }
        />
      ) : null}
      {config?.features.synopticAgenda && (itemType === 'events' || isProgrammeRoot) ? (
        <ToolbarButton
          icon="calendar"
          label={t('lists.synoptic')}
          onClick={() => router.navigate({ pageKey: 'synoptic-agenda', props: {} })}
        />
      ) : null}
    </>
  );

  return (
    <PageLayout title={title} actions={actions}>
      {isProgrammeRoot ? (
        <>
          <p className="list-slogan">{t('lists.programmeSlogan')}</p>
          {/* Themes are one way in; a visitor also looks for what is on a day or in the room they are in. */}
          <nav className="programme-ways" aria-label={t('lists.programmeWays')}>
            <RouteLink route={groupedListRoute('events')} className="button-link">
              {t('lists.byDay')}
            </RouteLink>
            <RouteLink route={groupedListRoute('events', undefined, 'place')} className="button-link">
              {t('lists.byRoom')}
            </RouteLink>
          </nav>
        </>
      ) : null}
      {data === undefined ? (
        <p className="list-status" role="status">
          {t('app.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="list-status" role="status">
          {t('lists.noData')}
        </p>
      ) : (
        <VirtualList
          label={title}
          count={rows.length}
          getKey={rowKey}
          estimateSize={rowSize}
          renderRow={(index) => {
            const row = rows[index];
            if (!row) return null;
            if (row.kind === 'header') return <h2 className="list-header">{sectionTitle(row.section)}</h2>;
            const target = openRecord(row.section, row.record);
            return (
              <ListRow
                labels={rowLabels}
                dataType={row.section.dataType}
                record={row.record}
                count={row.section.isCategoryList ? counterOf(row.record) : undefined}
                onOpen={target ? () => router.navigate(target) : undefined}
                hasFavoriteStar={!row.section.isCategoryList}
              />
            );
          }}
        />
      )}
      {isFilterOpen && data?.filterSource ? (
        <FilterDialog
          items={data.filterSource.items}
          categories={data.filterSource.categories}
          initialChecked={parsed.filterCats}
          onApply={(outcome, checked) => {
            setFilterOpen(false);
            router.navigate(
              listRoute(parsed.inputs, {
                ...(outcome.ids ? { ids: outcome.ids } : {}),
                hasFilter: true,
                filterEnabled: outcome.filterEnabled,
                filterCatsCount: outcome.filterCatsCount,
                filterCats: checked,
              }),
            );
          }}
        />
      ) : null}
    </PageLayout>
  );
}
