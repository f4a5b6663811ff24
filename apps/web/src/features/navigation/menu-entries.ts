import {
  EXHIBITORS_ROUTE,
  type Language,
  PROGRAMME_ROUTE,
  type ProfileConfig,
  type Route,
  type ShowConfig,
  showHolds,
} from '@showfloor/core';
import type { IconName } from '../../shell/icons.js';

/** A navigation entry: a page of the app or an external web page. */
export type NavigationTarget = { kind: 'route'; route: Route } | { kind: 'link'; href: string };

export interface MenuEntry {
  id: string;
  /** i18n key of the entry's label. */
  labelKey: string;
  icon: IconName;
  target: NavigationTarget;
}

export interface MenuContext {
  profileKey: ProfileConfig['key'];
  isLoggedIn: boolean;
  language: Language;
}

function route(pageKey: Route['pageKey']): NavigationTarget {
  return { kind: 'route', route: { pageKey, props: {} } };
}

/** A text of the configuration in the language, else in the other one. */
export function textIn(
  texts: Partial<Record<Language, string>> | undefined,
  language: Language,
): string | undefined {
  return texts?.[language] ?? texts?.fr ?? texts?.en;
}

/**
 * Spec core §2 "Toolbar and menu": the side menu's page and link entries in order, each behind its
 * condition. The services link is left out: the configuration has no URL for it. The PMR toggle and the version line are not navigation and are drawn by the menu
 * itself; the location toggle is native-only. Returns nothing for profiles other than the default
 * one, for which the menu is not built.
 */
export function sideMenuEntries(config: ShowConfig | undefined, context: MenuContext): MenuEntry[] {
  if (context.profileKey !== 'default') return [];
  const features = config?.features ?? {};
  const entries: MenuEntry[] = [{ id: 'home', labelKey: 'menu.home', icon: 'home', target: route('home') }];
  if (features.userData) {
    // The user-data page needs a login; without one the entry leads to the login page (spec core §4).
    entries.push({
      id: 'userData',
      labelKey: 'menu.userData',
      icon: 'person',
      target: route(context.isLoggedIn ? 'user-data' : 'login'),
    });
  }
  entries.push(
    { id: 'favorites', labelKey: 'menu.favorites', icon: 'star', target: route('favorites') },
    { id: 'search', labelKey: 'menu.search', icon: 'search', target: route('search') },
  );
  // Only what the show holds: a conference has no exhibitors entry, a show without a venue no map.
  if (showHolds(config, 'exhibitors'))
    entries.push({
      id: 'exhibitors',
      labelKey: 'menu.exhibitors',
      icon: 'store',
      target: { kind: 'route', route: EXHIBITORS_ROUTE },
    });
  if (showHolds(config, 'events'))
    entries.push({
      id: 'programme',
      labelKey: 'menu.programme',
      icon: 'calendar',
      target: { kind: 'route', route: PROGRAMME_ROUTE },
    });
  if (features.map && showHolds(config, 'buildings'))
    entries.push({ id: 'map', labelKey: 'menu.map', icon: 'map', target: route('mobigeo') });
  if (features.social)
    entries.push({ id: 'medias', labelKey: 'menu.medias', icon: 'people', target: route('medias') });
  if (features.leads)
    entries.push({ id: 'leads', labelKey: 'menu.leads', icon: 'qr', target: route('klipso-leads') });
  if (features.notes)
    entries.push({ id: 'notes', labelKey: 'menu.notes', icon: 'note', target: route('notes') });
  if (features.inbox)
    entries.push({ id: 'inbox', labelKey: 'menu.inbox', icon: 'inbox', target: route('inbox') });
  const termsUrl = textIn(config?.termsUrl, context.language);
  if (termsUrl)
    entries.push({
      id: 'terms',
      labelKey: 'menu.terms',
      icon: 'external',
      target: { kind: 'link', href: termsUrl },
    });
  return entries;
}
