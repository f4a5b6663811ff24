import type { PublishedDataType } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useIsFavorite, useToggleFavorite } from './use-favorites.js';
import './favorites.css';

/**
 * The star of a row (spec core §2 "Favorites": the toggle is on lists as on sheets): pressed when
 * the item is a favorite, named with the item's title for screen readers.
 */
export function FavoriteStar({ type, id, title }: { type: PublishedDataType; id: number; title: string }) {
  const { t } = useTranslation();
  const isFavorite = useIsFavorite(type, id);
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      className="favorite-star"
      aria-pressed={isFavorite}
      aria-label={t('favorites.toggle', { title })}
      onClick={() => toggle(type, id)}
    >
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
    </button>
  );
}
