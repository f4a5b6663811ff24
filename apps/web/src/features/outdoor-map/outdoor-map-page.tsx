import {
  filterPlacesByCategory,
  type LegendEntry,
  legendOf,
  markerColorsOf,
  type OutdoorPlace,
  UNCATEGORISED_KEY,
} from '@showfloor/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { hasWebGl } from '../map/index.js';
import type { BasemapStatus } from './basemap-status.js';
import { CategoryFilter } from './category-filter.js';
import { MapLegend } from './map-legend.js';
import { fitAll, type MapViewRequest } from './map-view-request.js';
import { outdoorMapFocusOf } from './outdoor-map-focus.js';
import { basemapOf } from './outdoor-map-style.js';
import { OutdoorMapView } from './outdoor-map-view.js';
import { OutdoorPlaceList } from './outdoor-place-list.js';
import { PlaceInfoWindow } from './place-info-window.js';
import { useOutdoorPlaces } from './use-outdoor-places.js';
import './outdoor-map.css';

const NO_PLACES: OutdoorPlace[] = [];

/**
 * The outdoor map (page key googleMap, spec core §2, modules §2 "Map place"): the show's map places
 * as markers over the configured background, a category filter, "see all", a legend and an info
 * window per place leading to its sheet; the places are also listed for screen readers and for
 * browsers without WebGL. Route props: `id` (or a shared link's `originalId`) opens one place.
 */
export function OutdoorMapPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { config, router } = useApp();
  const read = useOutdoorPlaces();
  const [isWebGl] = useState(hasWebGl);
  const [categoryKey, setCategoryKey] = useState<string | undefined>();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [shouldFocusInfo, setShouldFocusInfo] = useState(false);
  const [view, setView] = useState<MapViewRequest | null>(null);
  const [basemapStatus, setBasemapStatus] = useState<BasemapStatus>('loading');
  const token = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  const places = read?.places ?? NO_PLACES;
  const legend = useMemo(() => legendOf(places), [places]);
  const colors = useMemo(() => markerColorsOf(places), [places]);
  const visible = useMemo(() => filterPlacesByCategory(places, categoryKey), [places, categoryKey]);
  const focus = useMemo(() => outdoorMapFocusOf(props, places), [props, places]);
  const outdoorMap = config?.outdoorMap;
  const basemapKey = JSON.stringify(outdoorMap ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object with the same settings is the same background.
  const basemap = useMemo(() => basemapOf(outdoorMap, window.location.href), [basemapKey]);

  const categoryName = useCallback(
    (category: Pick<LegendEntry, 'key' | 'name'>) =>
      category.key === UNCATEGORISED_KEY ? t('outdoorMap.uncategorised') : category.name,
    [t],
  );
  const markerLabel = useCallback(
    (place: OutdoorPlace) =>
      t('outdoorMap.markerLabel', { title: place.title, category: categoryName(place.category) }),
    [t, categoryName],
  );
  const nextToken = () => {
    token.current += 1;
    return token.current;
  };

  // The first view once there are places (the first read may precede the show's download), and
  // again when the route names another place.
  const focusKey = focus.kind === 'place' ? `place:${focus.place.id}` : focus.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the data being read and to the route's place only.
  useEffect(() => {
    if (read === undefined) return;
    if (focus.kind === 'place') {
      setCategoryKey(undefined);
      setSelectedId(focus.place.id);
      setShouldFocusInfo(false);
      setView({ kind: 'place', place: focus.place, token: nextToken() });
    } else if (view === null) setView(fitAll(places, nextToken()));
  }, [read === undefined, places.length > 0, focusKey]);

  const select = (place: OutdoorPlace, from: HTMLElement, isFromList: boolean) => {
    opener.current = from;
    setSelectedId(place.id);
    setShouldFocusInfo(true);
    if (isFromList) setView({ kind: 'place', place, token: nextToken() });
  };

  const close = () => {
    setSelectedId(null);
    const back = opener.current;
    // Back to the marker or list row the window was opened from, as a dialog would.
    if (back?.isConnected) requestAnimationFrame(() => back.focus());
  };

  const chooseCategory = (key: string | undefined) => {
    setCategoryKey(key);
    const kept = filterPlacesByCategory(places, key);
    if (!kept.some((place) => place.id === selectedId)) setSelectedId(null);
    setView(fitAll(kept, nextToken()) ?? view);
  };

  const selected = visible.find((place) => place.id === selectedId);
  const info =
    selected === undefined ? null : (
      <PlaceInfoWindow
        place={selected}
        categoryName={categoryName(selected.category)}
        color={colors.get(selected.id) ?? selected.category.color}
        shouldFocus={shouldFocusInfo}
        onSeeDetails={() => router.navigate({ pageKey: 'gmapplaces', props: { id: selected.id } })}
        onClose={close}
      />
    );

  const isDisabled = config !== undefined && config.features.googleMap !== true;
  let content: ReactNode;
  if (isDisabled) content = <Notice text={t('outdoorMap.notEnabled')} />;
  else if (read === undefined) content = <Notice text={t('outdoorMap.loading')} />;
  else if (places.length === 0) content = <Notice text={t('outdoorMap.noPlaces')} />;
  else
    content = (
      <>
        <div className="outdoor-map-controls">
          <CategoryFilter
            entries={legend}
            total={places.length}
            value={categoryKey}
            categoryName={categoryName}
            onChange={chooseCategory}
          />
          <button type="button" onClick={() => setView(fitAll(visible, nextToken()) ?? view)}>
            {t('outdoorMap.seeAll')}
          </button>
        </div>
        <p className="outdoor-map-status" role="status" data-testid="outdoor-basemap-status">
          {isWebGl && basemapStatus === 'unavailable' ? t('outdoorMap.basemapUnavailable') : ''}
        </p>
        <p className="outdoor-map-status" role="status" data-testid="outdoor-focus-status">
          {focus.kind === 'notOnMap' ? t('outdoorMap.notOnMap') : ''}
        </p>
        {isWebGl ? (
          <div className="outdoor-map-frame">
            {view === null ? null : (
              <OutdoorMapView
                key={basemapKey}
                places={visible}
                colors={colors}
                selectedId={selectedId}
                view={view}
                basemap={basemap}
                label={t('outdoorMap.mapLabel')}
                markerLabel={markerLabel}
                info={info}
                onSelect={(place, from) => select(place, from, false)}
                onBasemapStatus={setBasemapStatus}
              />
            )}
            <MapLegend entries={legend} categoryName={categoryName} />
          </div>
        ) : (
          <>
            <p className="outdoor-map-note">{t('outdoorMap.noWebGl')}</p>
            <MapLegend entries={legend} categoryName={categoryName} />
            {info !== null ? <div className="outdoor-info-panel">{info}</div> : null}
          </>
        )}
        <OutdoorPlaceList
          places={visible}
          colors={colors}
          selectedId={selectedId}
          categoryName={(place) => categoryName(place.category)}
          onSelect={(place, from) => select(place, from, true)}
        />
      </>
    );

  return (
    <PageLayout title={t('outdoorMap.title')}>
      <div
        className="outdoor-map-page"
        data-testid="outdoor-map-page"
        data-basemap={isWebGl ? basemapStatus : 'no-webgl'}
      >
        {content}
      </div>
    </PageLayout>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p className="empty-state" role="status">
      {text}
    </p>
  );
}
