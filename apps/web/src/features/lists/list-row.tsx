import { type CatalogRecord, formatShortShowDay, type PublishedDataType } from '@showfloor/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { FavoriteStar } from '../favorites/index.js';
import { rowColor, rowSubtitle } from './list-records.js';

/** The texts every row may need, made once per list rather than by each row as it scrolls in. */
export interface ListRowLabels {
  untitled: string;
  itemsCount: (count: number) => string;
  /** An event's day in a few letters, when the show has several days; absent for a one-day show. */
  eventDay?: (day: string) => string;
  /** The show's time zone, in which an event's start gives its date. */
  timeZone?: string;
}

/** The row labels in the current language, stable while it does not change. */
export function useListRowLabels(): ListRowLabels {
  const { t } = useTranslation();
  const { config, language } = useApp();
  const isMultiDay = config !== undefined && config.startDate !== config.endDate;
  const timeZone = config?.timeZone;
  return useMemo(
    () => ({
      untitled: t('lists.untitled'),
      itemsCount: (count: number) => t('lists.itemsCount', { count }),
      eventDay: isMultiDay ? (day: string) => formatShortShowDay(day, language) : undefined,
      timeZone,
    }),
    [t, isMultiDay, language, timeZone],
  );
}

export interface ListRowProps {
  labels: ListRowLabels;
  dataType: PublishedDataType;
  record: CatalogRecord;
  onOpen?: () => void;
  /** For a category: how many items it holds (its `counter`). */
  count?: number;
  /** Items (not categories) carry the favorite star beside the button that opens them. */
  hasFavoriteStar?: boolean;
}

/** One row of a list: a button that opens the item's page or the category's contents. */
export function ListRow({ labels, dataType, record, onOpen, count, hasFavoriteStar = false }: ListRowProps) {
  const title = typeof record.title === 'string' && record.title !== '' ? record.title : labels.untitled;
  const subtitle = rowSubtitle(dataType, record, labels.eventDay, labels.timeZone);
  const color = rowColor(record);
  const content = (
    <>
      <span
        className="list-row-mark"
        style={color ? { backgroundColor: color } : undefined}
        aria-hidden="true"
      />
      <span className="list-row-text">
        <span className="list-row-title">{title}</span>
        {subtitle ? <span className="list-row-subtitle">{subtitle}</span> : null}
      </span>
      {count !== undefined ? (
        <>
          <span className="list-row-count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{labels.itemsCount(count)}</span>
        </>
      ) : null}
      {onOpen ? <span className="list-row-chevron" aria-hidden="true" /> : null}
    </>
  );
  const row = onOpen ? (
    <button type="button" className="list-row" onClick={onOpen}>
      {content}
    </button>
  ) : (
    <div className="list-row">{content}</div>
  );
  if (!hasFavoriteStar) return row;
  return (
    <div className="list-row-with-star">
      {row}
      <FavoriteStar type={dataType} id={record.id} title={title} />
    </div>
  );
}
