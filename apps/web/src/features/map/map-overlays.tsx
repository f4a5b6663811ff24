import type { VenueModel } from '@showfloor/core';
import { LevelSwitcher } from './level-switcher.js';
import { MapActions } from './map-actions.js';
import { MapPanels } from './map-panels.js';
import type { MapFlowController } from './use-map-flow.js';

/** What the page draws over the map: its toolbar, the level switcher and the panels. */
export function MapOverlays({
  map,
  venue,
  levelId,
}: {
  map: MapFlowController;
  venue: VenueModel;
  levelId: string;
}) {
  const { dispatch, position, favorites } = map;
  return (
    <>
      <MapActions
        position={position.target}
        positionCount={favorites.entries.length}
        isPositionsOpen={favorites.isOpen}
        onSearch={() => dispatch({ type: 'openDialog', mode: 'free' })}
        onItinerary={() => dispatch({ type: 'openItinerary', position: position.target })}
        onScan={() => dispatch({ type: 'openScanner' })}
        onTogglePositions={() => {
          favorites.setOpen(!favorites.isOpen);
          favorites.clearNotice();
        }}
        onShowPosition={map.showPosition}
      />
      <LevelSwitcher
        venue={venue}
        levelId={levelId}
        onChange={(next) => dispatch({ type: 'showLevel', levelId: next })}
      />
      <MapPanels map={map} venue={venue} />
    </>
  );
}
