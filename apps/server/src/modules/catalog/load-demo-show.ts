import { generateDemoShow } from '@showfloor/demo';
import type { CatalogRepository, UpsertCounts } from './catalog.repository.js';

export interface DemoOptions {
  size: 'small' | 'big';
  /** First show day, YYYY-MM-DD. */
  start: string;
}

/**
 * Replaces the catalog and the show configuration with a generated demo show. Items of the demo
 * keep their ids when they exist already, so a device on an earlier demo gets an increment.
 */
export async function loadDemoShow(
  catalog: CatalogRepository,
  options: DemoOptions,
): Promise<UpsertCounts & { deleted: number; assets: number }> {
  const show = generateDemoShow(options);
  await catalog.setConfig(show.config);
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
