import type { UnitKind, VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { localizedText, unitLabel } from './venue-geojson.js';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The map as a list, for a browser without WebGL: the units of the shown level by name, the
 * highlighted ones first and marked, each choosable like a tap on the map.
 */
export function VenueListView({
  venue,
  levelId,
  highlightedUnitIds,
  kindLabel,
  onSelectUnit,
}: {
  venue: VenueModel;
  levelId: string;
  highlightedUnitIds: readonly string[];
  kindLabel: (kind: UnitKind) => string;
  onSelectUnit: (unitId: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useApp();
  const level = venue.levels.find((entry) => entry.id === levelId);
  const units = venue.units
    .filter((unit) => unit.levelId === levelId)
    .map((unit) => ({
      unit,
      label: unitLabel(unit, language, kindLabel),
      isHighlighted: highlightedUnitIds.includes(unit.id),
    }))
    .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || collator.compare(a.label, b.label));
  return (
    <section className="venue-list-view" data-testid="venue-list-view" aria-labelledby="venue-list-title">
      <h2 id="venue-list-title">{localizedText(level?.name, language)}</h2>
      <p className="venue-list-note">{t('map.noWebGl')}</p>
      <ul>
        {units.map(({ unit, label, isHighlighted }) => (
          <li key={unit.id}>
            <button
              type="button"
              className={isHighlighted ? 'list-row is-highlighted' : 'list-row'}
              aria-current={isHighlighted ? 'location' : undefined}
              onClick={() => onSelectUnit(unit.id)}
            >
              <span className="list-row-text">
                <span className="list-row-title">{label}</span>
                <span className="list-row-subtitle">{kindLabel(unit.kind)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
