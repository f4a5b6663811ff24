import type { VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { FavoritePositionsPanel } from './favorite-positions-panel.js';
import { entryKeyOf } from './map-collection.js';
import { MapCollectionPanel } from './map-collection-panel.js';
import { RoutePanel } from './route-panel.js';
import { SelectedPlacePanel } from './selected-place-panel.js';
import type { MapFlowController } from './use-map-flow.js';

/**
 * What the map says under it: the notices (a place not on the map, an unknown location code, an
 * itinerary's error), the saved positions, the itinerary or else the shown place, and a collection.
 */
export function MapPanels({ map, venue }: { map: MapFlowController; venue: VenueModel }) {
  const { t } = useTranslation();
  const { flow, dispatch, position, favorites, collection } = map;
  const { route, selected } = flow;
  return (
    <div className="map-panels">
      {map.isAskedMissing ? (
        <p className="route-error" role="status" data-testid="not-on-map">
          {t('map.notOnMap')}
        </p>
      ) : null}
      {position.isCodeUnknown ? (
        <p className="route-error" role="status" data-testid="unknown-location-code">
          {t('map.position.unknownCode')}
        </p>
      ) : null}
      {route !== null && !route.ok ? (
        <p className="route-error" role="alert" data-testid="route-error">
          {t(`map.errors.${route.error}`)}
        </p>
      ) : null}
      {favorites.isOpen ? (
        <FavoritePositionsPanel
          entries={favorites.entries}
          currentId={favorites.notice?.id ?? map.askedPositionId ?? undefined}
          notice={favorites.notice?.text ?? null}
          onShow={(entry) => entry.target !== null && map.show(entry.target)}
          onDelete={map.deletePosition}
          onClose={() => {
            favorites.setOpen(false);
            favorites.clearNotice();
          }}
        />
      ) : null}
      {route?.ok ? (
        <RoutePanel
          itinerary={route.itinerary}
          isPmr={flow.isPmr}
          levels={venue.levels}
          onShowLevel={(levelId) => dispatch({ type: 'showRouteLevel', levelId })}
          onClear={() => dispatch({ type: 'clearRoute' })}
        />
      ) : selected !== null ? (
        <SelectedPlacePanel
          key={selected.key}
          target={selected}
          onClose={() => dispatch({ type: 'closePlace' })}
          onStartHere={() => map.startHere(selected)}
          onGoHere={() => dispatch({ type: 'goHere', position: position.target })}
          onSavePosition={(title) => favorites.save(selected, title)}
        />
      ) : null}
      {collection.request !== null && collection.collection !== null ? (
        <MapCollectionPanel
          request={collection.request}
          collection={collection.collection}
          selectedKey={selected === null ? undefined : entryKeyOf(selected)}
          onChoose={map.show}
          onClose={collection.close}
        />
      ) : null}
    </div>
  );
}
