import { levelsOfBuilding, levelWhenSwitchingBuilding, type VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { buildingChoices } from './building-choices.js';
import { BuildingPicker } from './building-picker.js';
import { localizedText } from './venue-geojson.js';

/**
 * The shown building's levels, one button each from the top down, the shown one pressed; when the
 * venue has several buildings, a button naming the shown one above them opens the building picker,
 * which shows the chosen building on the same floor or the nearest. Only one building's levels
 * stand over the map: listing every level of every building made a column as tall as the map on a
 * phone (12 buttons for dataset W).
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
  const choices = buildingChoices(venue, language, (number) => t('map.buildingNumber', { number }));
  const building = choices.find((choice) => choice.id === buildingId);
  return (
    <nav className="level-switcher" aria-label={t('map.levels')}>
      {choices.length > 1 ? (
        <BuildingPicker
          choices={choices}
          buildingId={buildingId}
          onPick={(id) => {
            const level = levelWhenSwitchingBuilding(venue, levelId, id);
            if (level !== undefined) onChange(level.id);
          }}
        />
      ) : null}
      {building === undefined || buildingId === undefined ? null : (
        <fieldset className="level-group">
          <legend className={choices.length > 1 ? 'visually-hidden' : undefined}>{building.name}</legend>
          {levelsOfBuilding(venue, buildingId).map((level) => (
            <button
              key={level.id}
              type="button"
              aria-pressed={level.id === levelId}
              aria-label={localizedText(level.name, language)}
              onClick={() => onChange(level.id)}
            >
              {/* The file's short name for the level (`1`, `RDC`); its ordinal when the file names none. */}
              {level.shortName === undefined ? level.ordinal : localizedText(level.shortName, language)}
            </button>
          ))}
        </fieldset>
      )}
    </nav>
  );
}
