import { detailRoute, isPublishedDataType, type PublishedDataType } from '@showfloor/core';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import {
  type GroupedRows,
  groupEvents,
  groupEventsByPlace,
  groupExhibitors,
  showsIndex,
} from './grouped-rows.js';
import { sortRecords } from './list-records.js';
import { ListRow, useListRowLabels } from './list-row.js';
import { VirtualList, type VirtualListHandle } from './virtual-list.js';

/** Estimated heights of a day or group header and an item row (styles.css), before rows are measured. */
const HEADER_HEIGHT_PX = 44;
/** A one-line row, 64 px plus its 1 px border: an exact estimate spares a layout of every row (list-page.tsx). */
const ROW_HEIGHT_PX = 65;

function dataTypeOf(props: PageProps): PublishedDataType | undefined {
  const value = props.dataType;
  return typeof value === 'string' && isPublishedDataType(value) ? value : undefined;
}

function idsOf(props: PageProps): ReadonlySet<number> | undefined {
  return Array.isArray(props.ids)
    ? new Set(props.ids.filter((id): id is number => Number.isInteger(id)))
    : undefined;
}

/**
 * Spec core §2 "Grouped list": events by day, scrolled to the current or next event; exhibitors by
 * their group; a side index to jump between groups on long lists. Events by room (`by: 'place'`)
 * list every room of the programme, each with its events in time order.
 */
export function GroupedListPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const rowLabels = useListRowLabels();
  const { services, router, language } = useApp();
  const dataType = dataTypeOf(props);
  const isByPlace = dataType === 'events' && props.by === 'place';
  const list = useRef<VirtualListHandle>(null);
  const records = useLiveQuery(
    async () => {
      if (!dataType) return [];
      const all = await services.catalog.listByType(dataType);
      const wanted = idsOf(props);
      return sortRecords(dataType, wanted ? all.filter((record) => wanted.has(record.id)) : all, language);
    },
    `${language}:${JSON.stringify(props)}`,
  );

  const grouped: GroupedRows | undefined = useMemo(() => {
    if (!records) return undefined;
    const dayFormat = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const labels = {
      day: (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`)),
      undated: t('lists.undated'),
      ungrouped: t('lists.ungrouped'),
      unplaced: t('lists.unplaced'),
    };
    if (isByPlace) return groupEventsByPlace(records, labels, language);
    return dataType === 'events'
      ? groupEvents(records, labels, services.clock.now())
      : groupExhibitors(records, labels, language);
  }, [records, dataType, isByPlace, language, t, services.clock]);

  // Stable per list: the virtualizer lays out every row again whenever these change.
  const rowKey = useCallback(
    (index: number) => {
      const row = grouped?.rows[index];
      return !row ? index : row.kind === 'header' ? row.key : row.record.id;
    },
    [grouped],
  );
  const rowSize = useCallback(
    (index: number) => (grouped?.rows[index]?.kind === 'header' ? HEADER_HEIGHT_PX : ROW_HEIGHT_PX),
    [grouped],
  );

  const title = isByPlace
    ? t('lists.programmeByRoom')
    : dataType
      ? t(`dataTypes.${dataType}.plural`)
      : t('lists.title');
  const withIndex = grouped && records ? showsIndex(records.length, grouped.index.length) : false;
  return (
    <PageLayout title={title}>
      {grouped === undefined ? (
        <p className="list-status" role="status">
          {t('app.loading')}
        </p>
      ) : grouped.rows.length === 0 ? (
        <p className="list-status" role="status">
          {t('lists.noData')}
        </p>
      ) : (
        <div className={withIndex ? 'grouped-list with-index' : 'grouped-list'}>
          <VirtualList
            handle={list}
            label={title}
            count={grouped.rows.length}
            initialIndex={grouped.initialRow}
            getKey={rowKey}
            estimateSize={rowSize}
            renderRow={(index) => {
              const row = grouped.rows[index];
              if (!row) return null;
              if (row.kind === 'header')
                return (
                  <h2 className="list-header" style={row.color ? { borderColor: row.color } : undefined}>
                    {row.label}
                  </h2>
                );
              const target = dataType ? detailRoute(dataType, row.record.id) : undefined;
              return dataType ? (
                <ListRow
                  labels={rowLabels}
                  dataType={dataType}
                  record={row.record}
                  onOpen={target ? () => router.navigate(target) : undefined}
                  hasFavoriteStar
                />
              ) : null;
            }}
          />
          {withIndex ? (
            <nav className="side-index" aria-label={t('lists.index')}>
              <ul>
                {grouped.index.map((entry) => (
                  <li key={entry.key}>
                    <button type="button" onClick={() => list.current?.scrollToIndex(entry.rowIndex)}>
                      {entry.label}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      )}
    </PageLayout>
  );
}
