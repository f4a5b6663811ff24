import type { FeatureFlag, PageKey, ProfileConfig } from '@showfloor/core';

export type HomeToolbarIcon =
  | 'sso'
  | 'login'
  | 'notes'
  | 'favorites'
  | 'leads'
  | 'contactScan'
  | 'search'
  | 'menu';

export interface HomeToolbarContext {
  features: Partial<Record<FeatureFlag, boolean>>;
  profileKey: ProfileConfig['key'];
  /** Contact scanning needs the camera of the native app (spec core §6 "Native only"). */
  isNative: boolean;
  /**
   * The browser gives the page a camera (getUserMedia): the web app then scans badges with it, as the
   * lead capture does, so contact scanning is offered there too (docs/decisions.md).
   */
  hasCamera?: boolean;
}

/**
 * Spec core §2 "Home": the home toolbar's icons in order, each behind its feature flag; leads and
 * contact scan only for the default profile, and the menu is built only for the default profile.
 * Favorites and search have no flag of their own.
 */
export function homeToolbarIcons({
  features,
  profileKey,
  isNative,
  hasCamera = false,
}: HomeToolbarContext): HomeToolbarIcon[] {
  const isDefault = profileKey === 'default';
  const icons: HomeToolbarIcon[] = [];
  if (features.sso) icons.push('sso');
  if (features.login) icons.push('login');
  if (features.notes) icons.push('notes');
  icons.push('favorites');
  if (features.leads && isDefault) icons.push('leads');
  if (features.contacts && isDefault && (isNative || hasCamera)) icons.push('contactScan');
  icons.push('search');
  if (isDefault) icons.push('menu');
  return icons;
}

/** Pages that are search pages, where the toolbar's search button is pointless (spec core §2). */
const SEARCH_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['search', 'search-taiga']);

export interface PageToolbarButtons {
  favorites: boolean;
  search: boolean;
  menu: boolean;
}

/** Spec core §2 "Toolbar and menu": favorites hidden on favorites, search on search pages, menu for the default profile. */
export function pageToolbarButtons(pageKey: PageKey, profileKey: ProfileConfig['key']): PageToolbarButtons {
  return {
    favorites: pageKey !== 'favorites',
    search: !SEARCH_PAGES.has(pageKey),
    menu: profileKey === 'default',
  };
}
