import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import { outdoorMapRouteOf } from './outdoor-map-route.js';

/**
 * "Show on the outdoor map" on a map place's sheet: opens the outdoor map on that place, its info
 * window open. Hidden when the show does not offer the outdoor map. Styled as the indoor map's link.
 */
export function ShowOnOutdoorMapLink({ id }: { id: number }) {
  const { t } = useTranslation();
  const { config } = useApp();
  if (config?.features.googleMap !== true) return null;
  return (
    <RouteLink route={outdoorMapRouteOf(id)} className="show-on-map-link">
      {t('outdoorMap.showOnOutdoorMap')}
    </RouteLink>
  );
}
