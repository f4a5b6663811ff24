import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/page-registry.js';

// The page and its map engine are fetched when the map is first opened (precached for offline use),
// so the app's start carries none of it.
const MapPage = lazy(() => import('./map-page.js').then((module) => ({ default: module.MapPage })));

/** The mobigeo page as registered: the real page once its code is loaded, a loader until then. */
export function MapPageEntry({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="empty-state" role="status">
          {t('map.loading')}
        </p>
      }
    >
      <MapPage props={props} />
    </Suspense>
  );
}
