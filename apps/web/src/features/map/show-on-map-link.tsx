import type { PublishedDataType } from '@showfloor/core';
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
  const { config } = useApp();
  if (config?.features.map !== true) return null;
  return (
    <RouteLink route={mapRouteOf(type, id)} className="show-on-map-link">
      {t('map.showOnMap')}
    </RouteLink>
  );
}
