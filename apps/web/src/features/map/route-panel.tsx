import type { Itinerary, VenueLevel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { stepText, walkingMinutes } from './itinerary-text.js';
import { localizedText } from './venue-geojson.js';

export interface RoutePanelProps {
  itinerary: Itinerary;
  isPmr: boolean;
  levels: readonly VenueLevel[];
  onShowLevel: (levelId: string) => void;
  onClear: () => void;
}

/**
 * The itinerary as an ordered list a screen reader reads in order: each step with its distance,
 * level changes as steps of their own, and the walking time at the top. A step's level button
 * shows that level on the map.
 */
export function RoutePanel({ itinerary, isPmr, levels, onShowLevel, onClear }: RoutePanelProps) {
  const { t } = useTranslation();
  const { language } = useApp();
  const levelName = (levelId: string) =>
    localizedText(levels.find((level) => level.id === levelId)?.name, language);
  return (
    <section className="route-panel" aria-labelledby="route-panel-title" data-testid="route-panel">
      <div className="route-panel-header">
        <h2 id="route-panel-title">{t('map.route.title')}</h2>
        <button type="button" onClick={onClear}>
          {t('map.route.clear')}
        </button>
      </div>
      <p className="route-summary" data-testid="route-summary">
        {t('map.route.summary', {
          count: walkingMinutes(itinerary.seconds),
          minutes: walkingMinutes(itinerary.seconds),
          distance: Math.round(itinerary.distance),
        })}
        {isPmr ? ` · ${t('map.route.pmrOn')}` : ''}
      </p>
      <ol className="route-steps" data-testid="route-steps">
        {itinerary.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one itinerary never move; the position is their identity.
          <li key={index} data-step={step.key}>
            <span>{stepText(t, step, language)}</span>{' '}
            <button type="button" className="route-step-level" onClick={() => onShowLevel(step.levelId)}>
              {levelName(step.levelId)}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
