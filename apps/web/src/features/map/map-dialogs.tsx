import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearchDialog } from './place-search-dialog.js';
import type { MapFlowController } from './use-map-flow.js';

// The camera and its QR decoder are fetched when the visitor first scans a location code.
const LocationScanner = lazy(() =>
  import('./location-scanner.js').then((module) => ({ default: module.LocationScanner })),
);

/**
 * The map's dialogs: the search-place dialog (once the catalog's places are read; meanwhile a line
 * says they are being read) and the location-code scanner.
 */
export function MapDialogs({ map }: { map: MapFlowController }) {
  const { t } = useTranslation();
  const { flow, dispatch, targets, position } = map;
  const { dialog, dialogNotice } = flow;
  return (
    <>
      {dialog !== null && targets === undefined ? (
        <p className="map-dialog-loading" role="status">
          {t('map.readingPlaces')}
        </p>
      ) : null}
      {dialog !== null && targets !== undefined ? (
        <PlaceSearchDialog
          mode={dialog}
          targets={targets}
          start={map.routeStart}
          destination={flow.destination}
          isPmr={flow.isPmr}
          notice={dialogNotice === null ? null : t(`map.errors.${dialogNotice}`)}
          onPmrChange={map.choosePmr}
          onModeChange={(mode) => dispatch({ type: 'changeDialogMode', mode })}
          onChoose={(_mode, target) => map.chooseInDialog(target)}
          onStartFromPosition={() => dispatch({ type: 'startFromPosition', position: position.target })}
          onItinerary={() => dispatch({ type: 'askItinerary', position: position.target })}
          onClose={() => dispatch({ type: 'closeDialog' })}
        />
      ) : null}
      {flow.isScanning ? (
        <Suspense fallback={null}>
          <LocationScanner onResult={map.onScanResult} />
        </Suspense>
      ) : null}
    </>
  );
}
