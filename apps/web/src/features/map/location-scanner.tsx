import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QrViewfinder, useQrCamera } from '../../platform/camera/index.js';
import { type LocationScanResult, locationScanResultOf } from './location-scan-result.js';

/**
 * The camera viewfinder of "Scan a location code", the same scanner as the badge reader's. Its
 * code is fetched when the visitor first scans, so the map page carries none of the decoder.
 */
export function LocationScanner({ onResult }: { onResult: (result: LocationScanResult) => void }) {
  const { t } = useTranslation();
  const camera = useQrCamera();
  useEffect(() => {
    void camera.prepare();
  }, [camera]);
  return (
    <QrViewfinder
      onOutcome={(outcome) => onResult(locationScanResultOf(outcome))}
      labels={{ title: t('map.scanLocation'), hint: t('map.scan.hint'), cancel: t('map.scan.cancel') }}
    />
  );
}
