import { type CatalogRecord, DETAIL_PAGE_OF_TYPE, type PublishedDataType } from '@showfloor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { FavoriteStar } from './favorite-star.js';

/** A favorite item: opens its sheet, with the star that removes it (aria-pressed, like on sheets). */
export function FavoriteRow({
  type,
  record,
  subtitle,
  children,
}: {
  type: PublishedDataType;
  record: CatalogRecord;
  subtitle?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { router } = useApp();
  const title =
    typeof record.title === 'string' && record.title !== '' ? record.title : t('favorites.untitled');
  const pageKey = DETAIL_PAGE_OF_TYPE[type];
  return (
    <li className="favorite-row">
      <button
        type="button"
        className="list-row"
        disabled={!pageKey}
        onClick={() => pageKey && router.navigate({ pageKey, props: { id: record.id } })}
      >
        <span className="list-row-text">
          <span className="list-row-title">{title}</span>
          {subtitle ? <span className="list-row-subtitle">{subtitle}</span> : null}
        </span>
      </button>
      {children}
      <FavoriteStar type={type} id={record.id} title={title} />
    </li>
  );
}
