import { useTranslation } from 'react-i18next';

/** The reload offer after a map data update (spec modules §4); declined, the map reloads on leaving. */
export function MapUpdateOffer({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="map-update-offer"
      role="alertdialog"
      aria-labelledby="map-update-text"
      data-testid="map-update-offer"
    >
      <p id="map-update-text">{t('map.updateOffer')}</p>
      <button type="button" onClick={onAccept}>
        {t('map.reload')}
      </button>
      <button type="button" onClick={onDecline}>
        {t('map.later')}
      </button>
    </div>
  );
}
