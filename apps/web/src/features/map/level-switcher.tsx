import { levelsOfBuilding, levelWhenSwitchingBuilding, type VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { localizedText } from './venue-geojson.js';

/**
 * The shown building's levels, one button each from the top down, the shown one pressed; when the
 * venue has several buildings, a button per building above them, which shows that building on the
 * same floor or the nearest. Only one building's levels stand over the map: listing every level of
 * every building made a column as tall as the map on a phone (12 buttons for dataset W).
 */
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
  const buildingId = venue.levels.find((level) => level.id === levelId)?.buildingId;
  const building = venue.buildings.find((entry) => entry.id === buildingId);
  const nameOf = (entry: (typeof venue.buildings)[number]) => localizedText(entry.name, language) || entry.id;
  return (
    <nav className="level-switcher" aria-label={t('map.levels')}>
      {venue.buildings.length > 1 ? (
        <fieldset className="building-choice">
          <legend className="visually-hidden">{t('map.buildings')}</legend>
          {venue.buildings.map((entry) => (
            <button
              key={entry.id}
              type="button"
              aria-pressed={entry.id === buildingId}
              onClick={() => {
                const level = levelWhenSwitchingBuilding(venue, levelId, entry.id);
                if (level !== undefined) onChange(level.id);
              }}
            >
              {nameOf(entry)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {building === undefined ? null : (
        <fieldset className="level-group">
          <legend className={venue.buildings.length > 1 ? 'visually-hidden' : undefined}>
            {nameOf(building)}
          </legend>
          {levelsOfBuilding(venue, building.id).map((level) => (
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
      )}
    </nav>
  );
}
