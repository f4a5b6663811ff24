import type { FavoritePosition, Language, UnitKind, VenueModel } from '@showfloor/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { positionOfTarget, targetOfPosition } from './favorite-position-target.js';
import type { PositionEntry } from './favorite-positions-panel.js';
import type { MapTarget } from './map-targets.js';
import { useFavoritePositionActions, useFavoritePositions } from './use-favorite-positions.js';

/** A local id for a new favourite position; never all digits, which a URL would read as a number. */
function newPositionId(now: number): string {
  return `pos-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface FavoritePositionsView {
  entries: PositionEntry[];
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** The refused save's message and the position it names (FAV_ERROR_ALREADY_EXISTS). */
  notice: { id: string; text: string } | null;
  clearNotice: () => void;
  /** Saves a place under a title; false when refused. */
  save: (target: MapTarget, title: string) => boolean;
  remove: (position: FavoritePosition) => void;
}

/**
 * The map's favourite positions: the saved ones placed on this venue, the panel's state, and saving
 * from a place. A second save of the same place shows the existing position with the message of
 * FAV_ERROR_ALREADY_EXISTS (spec modules §8) through `onShow`.
 */
export function useFavoritePositionsView(
  venue: VenueModel | undefined,
  language: Language,
  kindLabel: (kind: UnitKind) => string,
  onShow: (target: MapTarget) => void,
): FavoritePositionsView {
  const { t } = useTranslation();
  const { services } = useApp();
  const positions = useFavoritePositions();
  const actions = useFavoritePositionActions();
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<{ id: string; text: string } | null>(null);
  const entries = useMemo(
    () =>
      positions.map((position) => ({
        position,
        target: venue === undefined ? null : targetOfPosition(position, venue, language, kindLabel),
      })),
    [positions, venue, language, kindLabel],
  );

  const save = (target: MapTarget, title: string): boolean => {
    if (venue === undefined) return false;
    const now = services.clock.now();
    const identity = { id: newPositionId(now), createdAt: now };
    const result = actions.save(positionOfTarget(venue, target, title, identity));
    if (result.ok) {
      setNotice(null);
      services.notifications.add({ message: 'map.positions.saved', level: 'success' });
      return true;
    }
    if (result.error === 'FAV_ERROR_ALREADY_EXISTS') {
      const { existing } = result;
      setNotice({
        id: existing.id,
        text: t('map.positions.errors.FAV_ERROR_ALREADY_EXISTS', { title: existing.title }),
      });
      setOpen(true);
      const shown = targetOfPosition(existing, venue, language, kindLabel);
      if (shown !== null) onShow(shown);
    }
    return false;
  };

  const remove = (position: FavoritePosition) => {
    actions.remove(position.id);
    if (notice?.id === position.id) setNotice(null);
  };

  return { entries, isOpen, setOpen, notice, clearNotice: () => setNotice(null), save, remove };
}
