import type { Language } from '../catalog/localized.js';
import type { Texts } from '../config/show-config.js';
import type { UserEvent, UserProfile } from './account-protocol.js';

/** Tabs of the user-data page (spec core §2 "User data", modules §2 "User-data tabs"). */
export type UserDataTab = 'profile' | 'badge' | 'events' | 'metContacts' | 'contactedParticipants';

type BadgeProfile = Pick<UserProfile, 'id' | 'login' | 'externalResources'>;

export interface BadgeContext {
  profile: BadgeProfile;
  language: Language;
  /** The show's badge page for profiles without a badge of their own (`ShowConfig.userBadgeUrl`). */
  configuredBadge?: Texts | undefined;
}

export interface UserDataTabsContext extends BadgeContext {
  profile: BadgeProfile & Pick<UserProfile, 'events' | 'contactedParticipants'>;
  /** Met contacts live in the native app only, with the contacts feature on and not restricted. */
  isNative: boolean;
  isContactsEnabled: boolean;
  isContactsRestricted: boolean;
}

/** Only web addresses are framed or opened: a `javascript:` URL from any source must never run. */
function webUrl(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
}

function inLanguage(texts: Readonly<Record<string, string>> | undefined, language: Language) {
  return texts?.[language] ?? texts?.fr ?? texts?.en;
}

/**
 * The badge's address in the user's language (else the other one): the profile's own
 * (`externalResources[].badge`, spec core §3), else the show's badge page with `{id}` and `{login}`
 * replaced by the user's.
 */
export function badgeUrl(context: BadgeContext): string | undefined {
  for (const resource of context.profile.externalResources) {
    const badge = webUrl(inLanguage(resource.badge, context.language));
    if (badge) return badge;
  }
  const template = webUrl(inLanguage(context.configuredBadge, context.language));
  if (!template) return undefined;
  return template
    .replaceAll('{id}', encodeURIComponent(String(context.profile.id)))
    .replaceAll('{login}', encodeURIComponent(context.profile.login));
}

/** The profile's external-resources links (spec core §2 "external-resources link"), web addresses only. */
export function externalResourceUrls(profile: Pick<UserProfile, 'externalResources'>): string[] {
  const urls = profile.externalResources.flatMap((resource) => webUrl(resource.url) ?? []);
  return [...new Set(urls)];
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

/**
 * The catalog id of one of the user's events ("your events"), to open its sheet: a number, or a
 * string of digits; anything else names no catalog event.
 */
export function userEventCatalogId(event: Pick<UserEvent, 'id'>): number | null {
  if (typeof event.id === 'number') return Number.isSafeInteger(event.id) && event.id > 0 ? event.id : null;
  return /^[1-9]\d{0,15}$/.test(event.id) ? Number(event.id) : null;
}
