import type { Language } from '../catalog/localized.js';
import { APP_VERSION } from '../constants/spec-constants.js';
import type { FeatureFlag, ShowConfig } from './show-config.js';

/** What an imported programme says of its show: enough to publish it before an organiser edits it. */
export interface ProgrammeFacts {
  /** The conference's title as the file gives it, when it gives one. */
  title?: string;
  /** The imported file's name: the show's name when the programme has no title. */
  fileName: string;
  /** The conference days (`YYYY-MM-DD`), in any order; at least one. */
  days: readonly string[];
  /** The IANA time zone the file declares (`time_zone_name`). */
  timeZone?: string;
  /** Languages the file declares (ISO codes), most used first. */
  languages: readonly string[];
}

/** What the catalog holds besides the programme, which decides the tiles and pages offered. */
export interface CatalogContent {
  hasEvents: boolean;
  hasVenue: boolean;
}

function isTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The configuration of a show published from a programme alone (a frab or c3voc file and no
 * configuration): its name, days and time zone from the file, both interface languages (French
 * first for a French programme), one profile without a code, no login, and the pages that have
 * content (the synoptic agenda for events, the map for a venue). The organiser changes it later.
 */
export function defaultShowConfig(facts: ProgrammeFacts, content: CatalogContent): ShowConfig {
  const days = [...facts.days].sort();
  const title = facts.title?.trim() || facts.fileName;
  const defaultLanguage: Language = facts.languages[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const features: Partial<Record<FeatureFlag, boolean>> = { notes: true, share: true };
  if (content.hasEvents) features.synopticAgenda = true;
  const config: ShowConfig = {
    name: { fr: title, en: title },
    startDate: days[0] ?? '',
    endDate: days.at(-1) ?? '',
    timeZone: isTimeZone(facts.timeZone) ? facts.timeZone : 'UTC',
    languages: defaultLanguage === 'fr' ? ['fr', 'en'] : ['en', 'fr'],
    defaultLanguage,
    features,
    profiles: [{ key: 'default', title: { fr: 'Visiteur', en: 'Visitor' } }],
    autoUpdate: false,
    appVersion: APP_VERSION,
    ads: [],
    socialmedia: {},
    polls: {},
  };
  return content.hasVenue ? withVenueFeatures(config) : config;
}

/**
 * A derived configuration completed for a venue imported after its programme: the map page (and so
 * its home tile), as deriving it with the venue would have given. Only for derived configurations:
 * an organiser who wrote the map off keeps it off.
 */
export function withVenueFeatures(config: ShowConfig): ShowConfig {
  return { ...config, features: { ...config.features, map: true } };
}
