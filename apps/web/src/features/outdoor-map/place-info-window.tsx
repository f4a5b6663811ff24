import type { OutdoorPlace } from '@showfloor/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlaceInfoWindowProps {
  place: OutdoorPlace;
  categoryName: string;
  color: string;
  /** Move the focus into the window (it was opened from a marker or the list, not by the route). */
  shouldFocus: boolean;
  onSeeDetails: () => void;
  onClose: () => void;
}

/**
 * The info window of a map place (spec modules §2 "Map place"): title, category, address and a
 * "see details" button to its sheet. Escape closes it.
 */
export function PlaceInfoWindow({
  place,
  categoryName,
  color,
  shouldFocus,
  onSeeDetails,
  onClose,
}: PlaceInfoWindowProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!shouldFocus) return;
    // On the map the window is placed by the engine after this render: focus once it is in the page.
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shouldFocus]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const headingId = `outdoor-info-${place.id}`;
  return (
    <section
      className="outdoor-info"
      aria-labelledby={headingId}
      data-testid="outdoor-info"
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {place.title}
      </h2>
      <p className="outdoor-info-category">
        <span className="outdoor-swatch" style={{ background: color }} aria-hidden="true" />
        {categoryName}
      </p>
      {place.address ? <p className="outdoor-info-address">{place.address}</p> : null}
      <div className="outdoor-info-actions">
        <button type="button" className="outdoor-info-primary" onClick={onSeeDetails}>
          {t('outdoorMap.seeDetails')}
        </button>
        <button type="button" onClick={onClose}>
          {t('outdoorMap.closeInfo')}
        </button>
      </div>
    </section>
  );
}
