import {
  type ConsoleSettings,
  type ConsoleSettingsResponse,
  changedSettingsFields,
  type OrganiserShowConfig,
  type ShowConfig,
} from '@showfloor/core';
import type { Database } from '../../db/database.js';
import { CatalogRepository } from '../catalog/index.js';
import { ProfileCodeRepository, saveShowConfig } from '../profile-codes/index.js';
import { type AuditActor, OrganiserRepository } from './organiser.repository.js';

/** The stored configuration without what the back office writes itself. */
function settingsOf(config: ShowConfig): ConsoleResponseSettings {
  const { showKey: _key, badges: _badges, notesMailKey: _mail, publishedTypes: _types, ...settings } = config;
  return settings;
}
type ConsoleResponseSettings = NonNullable<ConsoleSettingsResponse['settings']>;

/** What an audit entry may say of settings: the profile codes themselves never. */
function withoutCodes(settings: ConsoleSettings): Record<string, unknown> {
  return { ...settings, profiles: settings.profiles.map(({ code: _code, ...profile }) => profile) };
}

/**
 * The show's settings as the console edits them: the draft configuration that `showfloor publish`
 * publishes, and the profiles' codes kept apart from it (docs/console.md "Settings").
 */
export class ShowSettingsService {
  constructor(private readonly db: Database) {}

  async current(): Promise<ConsoleSettingsResponse> {
    const [config, profilesWithCode] = await Promise.all([
      new CatalogRepository(this.db).getConfig(),
      new ProfileCodeRepository(this.db).profiles(),
    ]);
    return { settings: config ? settingsOf(config) : null, profilesWithCode };
  }

  /**
   * Saves validated settings with their audit entry in one transaction: the configuration, the codes
   * and the entry are written together or not at all. What the back office wrote itself (the show's
   * identity, its badge key) stays. Answers the warnings for the organiser.
   */
  async save(actor: AuditActor, settings: ConsoleSettings): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const catalog = new CatalogRepository(tx);
      const profileCodes = new ProfileCodeRepository(tx);
      const stored = await catalog.getConfig();
      const organiser: OrganiserShowConfig = {
        ...settings,
        ...(stored?.showKey === undefined ? {} : { showKey: stored.showKey }),
        ...(stored?.badges === undefined ? {} : { badges: stored.badges }),
      };
      const warnings = await saveShowConfig({ catalog, profileCodes }, organiser);
      await new OrganiserRepository(tx).audit(actor, 'settings.save', {
        changed: changedSettingsFields(stored && settingsOf(stored), withoutCodes(settings)).join(' '),
        codesSet: settings.profiles
          .filter((profile) => profile.code !== undefined)
          .map((profile) => profile.key)
          .join(' '),
      });
      return warnings;
    });
  }
}
