import { DETAIL_PAGE_OF_TYPE } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import type { MapTarget } from './map-targets.js';
import { SavePositionForm } from './save-position-form.js';

/** The place shown on the map: its name, and what one can do from there. */
export function SelectedPlacePanel({
  target,
  onClose,
  onStartHere,
  onGoHere,
  onSavePosition,
}: {
  target: MapTarget;
  onClose: () => void;
  /** "I am here": the visitor's position becomes this place, and the itinerary starts from it. */
  onStartHere: () => void;
  onGoHere: () => void;
  /** Saves the place as a favourite position; false when it was refused (already saved). */
  onSavePosition: (title: string) => boolean;
}) {
  const { t } = useTranslation();
  const { router } = useApp();
  const [isSaving, setSaving] = useState(false);
  const pageKey = target.group === 'facilities' ? undefined : DETAIL_PAGE_OF_TYPE[target.group];
  const recordId = target.recordId;
  return (
    <section className="selected-place" aria-labelledby="selected-place-title" data-testid="selected-place">
      <h2 id="selected-place-title">{target.title}</h2>
      {target.subtitle ? <p className="selected-place-subtitle">{target.subtitle}</p> : null}
      {isSaving ? (
        <SavePositionForm
          key={target.key}
          initialTitle={target.title}
          onSave={onSavePosition}
          onCancel={() => setSaving(false)}
        />
      ) : (
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
          <button type="button" onClick={() => setSaving(true)}>
            {t('map.positions.save')}
          </button>
          <button type="button" onClick={onClose} aria-label={t('map.closePlace')}>
            ×
          </button>
        </div>
      )}
    </section>
  );
}
