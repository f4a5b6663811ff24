import type { VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';
import { DETAIL_PAGE_OF_TYPE } from '../details/index.js';
import type { MapTarget } from './map-targets.js';

/** The place shown on the map: its name, and what one can do from there. */
export function SelectedPlacePanel({
  target,
  onClose,
  onStartHere,
  onGoHere,
}: {
  target: MapTarget;
  venue: VenueModel;
  onClose: () => void;
  onStartHere: () => void;
  onGoHere: () => void;
}) {
  const { t } = useTranslation();
  const { router } = useApp();
  const pageKey = target.group === 'facilities' ? undefined : DETAIL_PAGE_OF_TYPE[target.group];
  const recordId = target.recordId;
  return (
    <section className="selected-place" aria-labelledby="selected-place-title" data-testid="selected-place">
      <h2 id="selected-place-title">{target.title}</h2>
      {target.subtitle ? <p className="selected-place-subtitle">{target.subtitle}</p> : null}
      <div className="selected-place-actions">
        <button type="button" onClick={onStartHere}>
          {t('map.iAmHere')}
        </button>
        <button type="button" onClick={onGoHere}>
          {t('map.goHere')}
        </button>
        {pageKey !== undefined && recordId !== undefined ? (
          <button type="button" onClick={() => router.navigate({ pageKey, props: { id: recordId } })}>
            {t('map.seeDetails')}
          </button>
        ) : null}
        <button type="button" onClick={onClose} aria-label={t('map.closePlace')}>
          ×
        </button>
      </div>
    </section>
  );
}
