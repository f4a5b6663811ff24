import type { UnitKind, VenueModel } from '@showfloor/core';
import { useEffect, useMemo } from 'react';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import type { PositionEntry } from './favorite-positions-panel.js';
import { isAskingForPlace, positionIdOf, targetFromProps } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';

export interface AskedPlace {
  /** The saved position the route names (`position`), null when none. */
  askedPositionId: string | null;
  /** The route names a place or a saved position this venue does not have. */
  isAskedMissing: boolean;
}

/**
 * What the route asks the map to show: a place (`type` and `id`, or `poi`) once the catalog's
 * places are read, or a saved position (`position`, from the favorites page); `show` shows it.
 */
export function useAskedPlace(
  props: PageProps,
  venue: VenueModel | undefined,
  targets: readonly MapTarget[] | undefined,
  positions: readonly PositionEntry[],
  kindLabel: (kind: UnitKind) => string,
  show: (target: MapTarget) => void,
): AskedPlace {
  const { language } = useApp();
  // The place named by the route, once the catalog targets are read.
  const asked = useMemo(
    () =>
      venue === undefined || targets === undefined
        ? null
        : targetFromProps(props, venue, targets, language, kindLabel),
    [venue, targets, props, language, kindLabel],
  );
  // Shown again with each venue (`show` follows the shown venue): a map data update dropped it.
  useEffect(() => {
    if (asked !== null) show(asked);
  }, [asked, show]);

  const askedPositionId = positionIdOf(props);
  const askedPosition = positions.find((entry) => entry.position.id === askedPositionId)?.target ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shows it once per position placed on the venue.
  useEffect(() => {
    if (askedPosition !== null) show(askedPosition);
  }, [askedPosition?.key, venue]);

  const isAskedMissing =
    (asked === null && targets !== undefined && isAskingForPlace(props)) ||
    (askedPositionId !== null && venue !== undefined && askedPosition === null);
  return { askedPositionId, isAskedMissing };
}
