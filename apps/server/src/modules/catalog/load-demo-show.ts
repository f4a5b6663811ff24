import type { OrganiserShowConfig } from '@showfloor/core';
import type { CatalogRepository, UpsertCounts } from './catalog.repository.js';

export interface DemoOptions {
  size: 'small' | 'big';
  /** First show day, YYYY-MM-DD. */
  start: string;
}

/**
 * Replaces the catalog and the show configuration with a generated demo show. Items of the demo
 * keep their ids when they exist already, so a device on an earlier demo gets an increment. The
 * configuration, with its profile codes, goes through `saveConfig`, which keeps the codes apart.
 */
export async function loadDemoShow(
  catalog: CatalogRepository,
  options: DemoOptions,
  saveConfig: (config: OrganiserShowConfig) => Promise<unknown>,
): Promise<UpsertCounts & { deleted: number; assets: number }> {
  // Loaded for the demo only: every `showfloor` command and server start loads this module.
  const { generateDemoShow } = await import('@showfloor/demo');
  const show = generateDemoShow(options);
  const codeOf = new Map(show.profileCodes.map(({ profile, code }) => [profile, code]));
  await saveConfig({
    ...show.config,
    profiles: show.config.profiles.map((profile) => {
      const code = codeOf.get(profile.key);
      return code === undefined ? profile : { ...profile, code };
    }),
  });
  await catalog.upsertAssets(show.assets);
  const counts = await catalog.replaceItems(show.items);
  return { ...counts, assets: show.assets.length };
}

/** The calendar day before `now`, as YYYY-MM-DD in local time. */
export function yesterday(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
