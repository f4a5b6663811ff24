import type { PublishedDataType } from '@showfloor/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import { mapRouteOf } from './map-route.js';
import './show-on-map-link.css';

/**
 * "Show on map" on a sheet whose item has places (an exhibitor's booths, a place itself): opens
 * the indoor map with them highlighted. Hidden when the show has no map.
 */
export function ShowOnMapLink({ type, id }: { type: PublishedDataType; id: number }) {
  const { t } = useTranslation();
  const { config, router } = useApp();
  const hasMap = config?.features.map === true;
  // A visitor on a sheet with places may well open the map next: its code (the largest page's)
  // is fetched while the sheet is idle, so the sheet stays on screen until the map shows.
  useEffect(() => (hasMap ? router.preload('mobigeo') : undefined), [hasMap, router.preload]);
  if (!hasMap) return null;
  return (
    <RouteLink route={mapRouteOf(type, id)} className="show-on-map-link">
      {t('map.showOnMap')}
    </RouteLink>
  );
}
