import type { Language, UnitKind, VenueModel } from '@showfloor/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import type { LocationScanResult } from './location-scan-result.js';
import { hereUnitIdOf, targetOfUnit } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';
import { useUserPosition } from './user-position.js';

export interface VisitorPosition {
  /** The unit the visitor said they are at, on the shown venue. */
  unitId: string | null;
  /** The same as a place of the map: the itinerary's start when none is chosen. */
  target: MapTarget | null;
  /** A location code in the route names a unit this venue does not have. */
  isCodeUnknown: boolean;
  /** "I am here" on a unit: false when the venue has no such unit. */
  locate: (unitId: string) => boolean;
  onScanResult: (result: LocationScanResult) => void;
  /** Forgets the position (a map data update: its unit may be gone). */
  clear: () => void;
}

/**
 * "I am here" without indoor positioning (issue "Indoor map": a chosen place or a scanned location
 * code): the position, the `here` route prop of printed codes, and the in-app scan's outcome.
 * `onLocated` shows the unit (its level, centred) once the position is set.
 */
export function useVisitorPosition(
  props: PageProps,
  shown: { version: number; venue: VenueModel | undefined } | undefined,
  targets: readonly MapTarget[] | undefined,
  kindLabel: (kind: UnitKind) => string,
  language: Language,
  onLocated: (unitId: string, levelId: string) => void,
): VisitorPosition {
  const { services } = useApp();
  const venue = shown?.venue;
  const [unitId, setUnitId] = useUserPosition(shown?.version);
  const target = useMemo(
    () =>
      unitId === null || venue === undefined
        ? null
        : targetOfUnit(unitId, venue, targets ?? [], language, kindLabel),
    [unitId, venue, targets, language, kindLabel],
  );
  const onLocatedRef = useRef(onLocated);
  onLocatedRef.current = onLocated;

  const locate = useCallback(
    (next: string) => {
      const unit = venue?.units.find((entry) => entry.id === next);
      if (unit === undefined) return false;
      setUnitId(unit.id);
      onLocatedRef.current(unit.id, unit.levelId);
      return true;
    },
    [venue, setUnitId],
  );

  // A location code opened the map (`here`): applied once per code, so that a map data update,
  // which drops the position, is not undone by the URL still carrying it.
  const hereUnitId = hereUnitIdOf(props);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (hereUnitId === null || applied.current === hereUnitId) return;
    if (locate(hereUnitId)) applied.current = hereUnitId;
  }, [hereUnitId, locate]);
  const isCodeUnknown =
    hereUnitId !== null && venue !== undefined && !venue.units.some((unit) => unit.id === hereUnitId);

  const onScanResult = (result: LocationScanResult) => {
    if (result.kind === 'cancelled') return;
    if (result.kind === 'located') {
      const isLocated = locate(result.unitId);
      services.notifications.add(
        isLocated
          ? { message: 'map.scan.located', level: 'success' }
          : { message: 'map.scan.notOnMap', level: 'warning' },
      );
      return;
    }
    const messages = {
      notLocationCode: 'map.scan.notLocationCode',
      denied: 'map.scan.denied',
      failed: 'map.scan.failed',
    } as const;
    services.notifications.add({ message: messages[result.kind], level: 'warning' });
  };

  const clear = useCallback(() => setUnitId(null), [setUnitId]);
  return { unitId, target, isCodeUnknown, locate, onScanResult, clear };
}
