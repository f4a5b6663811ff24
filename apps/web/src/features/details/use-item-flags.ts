import type { PublishedDataType } from '@showfloor/core';
import { useApp } from '../../shell/app-context.js';
import { useIsFavorite, useToggleFavorite } from '../favorites/index.js';
import { openNoteModal, useNote } from '../notes/index.js';

/** The favorite and note state of one item, as the header's buttons need it. */
export interface ItemFlags {
  isFavorite: boolean;
  toggleFavorite(): void;
  hasNote: boolean;
  openNote(): void;
}

/**
 * EXTENSION POINT for the favorites and notes features: every sheet asks this hook for an item's
 * flags and renders the buttons from its answer. Favorites and notes live in their features'
 * stores; a toggle shows at once on every screen, and the note opens in the note modal.
 */
export function useItemFlags(type: PublishedDataType, id: number): ItemFlags {
  const app = useApp();
  const isFavorite = useIsFavorite(type, id);
  const toggle = useToggleFavorite();
  const hasNote = useNote(type, id) !== '';
  return {
    isFavorite,
    toggleFavorite: () => toggle(type, id),
    hasNote,
    openNote: () => openNoteModal(app, type, id),
  };
}
