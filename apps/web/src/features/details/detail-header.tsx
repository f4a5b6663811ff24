import { detailPageOf, type PublishedDataType } from '@showfloor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useRestriction } from '../profiles/index.js';
import { AssetImage } from './asset-image.js';
import { useItemFlags } from './use-item-flags.js';

/**
 * The top of every sheet: image, subtitle and the favorite and note toggles (the note one when the show
 * has notes on and its restriction lists do not hide them on this sheet's page for the profile, spec
 * core §1 and §6). The title itself is the page's heading in the toolbar, so it is not repeated here.
 */
export function DetailHeader({
  type,
  id,
  title,
  imagePath = '',
  subtitle = '',
  children,
}: {
  type: PublishedDataType;
  id: number;
  title: string;
  imagePath?: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const flags = useItemFlags(type, id);
  const { config } = useApp();
  const areNotesRestricted = useRestriction(detailPageOf(type), 'notes');
  const areNotesHidden = config?.features.notes !== true || areNotesRestricted;
  return (
    <div className="detail-header">
      <AssetImage path={imagePath} alt={t('details.imageOf', { title })} className="detail-logo" />
      <div className="detail-header-text">
        {subtitle ? <p className="detail-subtitle">{subtitle}</p> : null}
        <div className="detail-flags">
          <button
            type="button"
            className="detail-flag"
            aria-pressed={flags.isFavorite}
            onClick={flags.toggleFavorite}
            data-testid="favorite-toggle"
          >
            <span aria-hidden="true">{flags.isFavorite ? '★' : '☆'}</span> {t('details.favorite')}
          </button>
          {areNotesHidden ? null : (
            <button
              type="button"
              className="detail-flag"
              aria-pressed={flags.hasNote}
              onClick={flags.openNote}
              data-testid="note-action"
            >
              <span aria-hidden="true">✎</span> {t('details.note')}
            </button>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
