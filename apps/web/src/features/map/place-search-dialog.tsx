import { PLACE_SEARCH_DEBOUNCE_MS } from '@showfloor/core';
import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import type { MapTarget, MapTargetGroup } from './map-targets.js';
import { type PlaceResultGroup, type PlaceSearchMode, searchPlaces } from './place-search.js';

export interface PlaceSearchDialogProps {
  mode: PlaceSearchMode;
  targets: readonly MapTarget[];
  start: MapTarget | null;
  destination: MapTarget | null;
  isPmr: boolean;
  /** A message about the itinerary's ends ('You are not located.'), read out as an alert. */
  notice: string | null;
  onPmrChange: (isPmr: boolean) => void;
  onModeChange: (mode: PlaceSearchMode) => void;
  onChoose: (mode: PlaceSearchMode, target: MapTarget) => void;
  /** The start follows the visitor's position (or the page says they are not located). */
  onStartFromPosition: () => void;
  onItinerary: () => void;
  onClose: () => void;
}

function GroupHeading({ group, count }: { group: MapTargetGroup; count: number }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const label =
    group === 'facilities'
      ? t('map.search.facilities', { count })
      : t(dataTypeLabelKey(group, count, language));
  return (
    <>
      {label} <span className="place-group-count">({count})</span>
    </>
  );
}

function ResultGroup({
  group,
  onChoose,
}: {
  group: PlaceResultGroup;
  onChoose: (target: MapTarget) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(!group.isCollapsed);
  const listId = useId();
  return (
    <li className="place-group" data-testid={`place-group-${group.group}`}>
      <h3 className="place-group-heading">
        <button type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen(!isOpen)}>
          <GroupHeading group={group.group} count={group.items.length} />
          <span className="visually-hidden">
            {isOpen ? t('map.search.collapse') : t('map.search.expand')}
          </span>
        </button>
      </h3>
      <ul id={listId} hidden={!isOpen} className="place-results">
        {group.items.map((target) => (
          <li key={`${target.group}-${target.key}`}>
            <button type="button" className="list-row" onClick={() => onChoose(target)}>
              <span className="list-row-text">
                <span className="list-row-title">{target.title}</span>
                {target.subtitle ? <span className="list-row-subtitle">{target.subtitle}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The search-place dialog (spec modules §2): free search shows the chosen place on the map; start
 * and destination modes build an itinerary. Typing is debounced 400 ms; results come grouped by
 * data type with their count, groups above 5 items folded.
 */
export function PlaceSearchDialog(props: PlaceSearchDialogProps) {
  const { t } = useTranslation();
  const { mode, targets, start, destination } = props;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Results are cleared when the dialog opens and when an entry is chosen. Before the browser paints
  // the new mode: a passive effect may run a frame later (Preact runs them after the paint), and
  // would then wipe what the visitor has begun typing in the new field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mode starts a new search.
  useLayoutEffect(() => {
    setText('');
    setTerm('');
  }, [mode]);
  const results = useMemo(() => searchPlaces(targets, term), [targets, term]);
  const choose = (target: MapTarget) => {
    setText('');
    setTerm('');
    props.onChoose(mode, target);
  };
  const titleKey =
    mode === 'start'
      ? 'map.search.startTitle'
      : mode === 'destination'
        ? 'map.search.destinationTitle'
        : 'map.search.freeTitle';
  return (
    <ModalDialog
      title={t(titleKey)}
      onClose={props.onClose}
      className="place-search-dialog"
      testId="place-search"
    >
      {mode !== 'free' ? (
        <dl className="place-route-ends">
          <dt>{t('map.route.from')}</dt>
          <dd data-testid="route-start">{start?.title ?? t('map.route.noStart')}</dd>
          <dt>{t('map.route.to')}</dt>
          <dd data-testid="route-destination">{destination?.title ?? t('map.route.noDestination')}</dd>
        </dl>
      ) : null}
      {mode === 'start' ? (
        <button type="button" className="place-from-position" onClick={props.onStartFromPosition}>
          {t('map.search.fromMyPosition')}
        </button>
      ) : null}
      {props.notice !== null ? (
        <p className="route-error" role="alert" data-testid="place-search-notice">
          {props.notice}
        </p>
      ) : null}
      <label htmlFor={inputId} className="place-search-label">
        {mode === 'start'
          ? t('map.search.startLabel')
          : mode === 'destination'
            ? t('map.search.destinationLabel')
            : t('map.search.freeLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className="place-search-input"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <div className="place-search-results" aria-live="polite">
        {results.status === 'results' ? (
          <>
            <p className="place-search-total">{t('map.search.total', { count: results.total })}</p>
            <ul className="place-groups">
              {results.groups.map((group) => (
                <ResultGroup key={group.group} group={group} onChoose={choose} />
              ))}
            </ul>
          </>
        ) : results.status === 'noResult' ? (
          <p className="empty-state" data-testid="place-search-empty">
            {t('map.search.empty')}
          </p>
        ) : null}
      </div>
      {mode !== 'free' ? (
        <label className="place-pmr">
          <input
            type="checkbox"
            checked={props.isPmr}
            onChange={(event) => props.onPmrChange(event.target.checked)}
          />{' '}
          {t('map.route.pmr')}
        </label>
      ) : null}
      <div className="dialog-actions">
        {mode === 'start' && start !== null ? (
          <button type="button" onClick={() => props.onModeChange('destination')}>
            {t('map.search.setDestination')}
          </button>
        ) : null}
        {mode === 'destination' ? (
          <button type="button" onClick={() => props.onModeChange('start')}>
            {t('map.search.editStart')}
          </button>
        ) : null}
        {mode === 'destination' && destination !== null ? (
          <button type="button" className="primary-button" onClick={props.onItinerary}>
            {t('map.search.itinerary')}
          </button>
        ) : null}
        <button type="button" onClick={props.onClose}>
          {t('map.search.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
