import type { VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';
import { localizedText } from './venue-geojson.js';

/** One button per level, grouped by building, the shown one pressed. */
export function LevelSwitcher({
  venue,
  levelId,
  onChange,
}: {
  venue: VenueModel;
  levelId: string;
  onChange: (levelId: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useApp();
  return (
    <nav className="level-switcher" aria-label={t('map.levels')}>
      {venue.buildings.map((building) => (
        <fieldset key={building.id} className="level-group">
          <legend>{localizedText(building.name, language) || building.id}</legend>
          {venue.levels
            .filter((level) => level.buildingId === building.id)
            .sort((a, b) => b.ordinal - a.ordinal)
            .map((level) => (
              <button
                key={level.id}
                type="button"
                aria-pressed={level.id === levelId}
                aria-label={localizedText(level.name, language)}
                onClick={() => onChange(level.id)}
              >
                {level.ordinal}
              </button>
            ))}
        </fieldset>
      ))}
    </nav>
  );
}
