import type { Language } from '../catalog/localized.js';
import type { UserProfile } from './account-protocol.js';

/** Tabs of the user-data page (spec core §2 "User data", modules §2 "User-data tabs"). */
export type UserDataTab = 'profile' | 'badge' | 'events' | 'metContacts' | 'contactedParticipants';

export interface UserDataTabsContext {
  profile: Pick<UserProfile, 'events' | 'contactedParticipants' | 'externalResources'>;
  language: Language;
  /** Met contacts live in the native app only, with the contacts feature on and not restricted. */
  isNative: boolean;
  isContactsEnabled: boolean;
  isContactsRestricted: boolean;
}

/** The badge's external link in the user's language, if the profile has one. */
export function badgeUrl(context: Pick<UserDataTabsContext, 'profile' | 'language'>): string | undefined {
  for (const resource of context.profile.externalResources) {
    const badge = resource.badge?.[context.language] ?? resource.badge?.fr ?? resource.badge?.en;
    if (badge) return badge;
  }
  return undefined;
}

/** The tabs that have content, in the spec's order; the profile form always has. */
export function userDataTabs(context: UserDataTabsContext): UserDataTab[] {
  const tabs: UserDataTab[] = ['profile'];
  if (badgeUrl(context)) tabs.push('badge');
  if (context.profile.events.length > 0) tabs.push('events');
  if (context.isNative && context.isContactsEnabled && !context.isContactsRestricted)
    tabs.push('metContacts');
  if (context.profile.contactedParticipants.length > 0) tabs.push('contactedParticipants');
  return tabs;
}

/** The tab bar appears only when a tab besides the profile exists. */
export function hasTabBar(tabs: readonly UserDataTab[]): boolean {
  return tabs.some((tab) => tab !== 'profile');
}
