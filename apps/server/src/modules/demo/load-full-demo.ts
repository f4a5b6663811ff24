import type { Services } from '../../create-services.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoNetworking } from '../accounts/index.js';
import { loadDemoShow } from '../catalog/index.js';
import { DEMO_ORGANISER } from '../console/index.js';
import { demoLeadsReport, loadDemoLeads } from '../leads/index.js';
import { saveShowConfig } from '../profile-codes/index.js';
import type { PublishResult } from '../publishing/index.js';

export interface FullDemoOptions {
  size: 'small' | 'big';
  /** First show day, YYYY-MM-DD. */
  start: string;
}

/**
 * Everything a demo show needs, in the order that matters: accounts and participants, the catalog
 * (which replaces the show configuration), then licences and badge keys (whose public key must land
 * in that configuration), then a published version. Used by `showfloor demo` and by the first start
 * of an empty back office, so both give the same show. Returns the lines to print, then the version.
 */
export async function loadFullDemo(
  services: Services,
  { size, start }: FullDemoOptions,
): Promise<{ report: string[]; published: PublishResult }> {
  const report: string[] = [];
  const networking = await loadDemoNetworking(services.networking, size);
  report.push(
    `demo accounts: ${networking.accountsCreated} created, ${networking.accountsReset} reset ` +
      `(${DEMO_ACCOUNTS.map((account) => account.login).join(', ')}; password ${DEMO_PASSWORD})`,
  );
  await services.console.auth.addOrganiserWithPassword(
    DEMO_ORGANISER.email,
    DEMO_ORGANISER.role,
    DEMO_PASSWORD,
  );
  report.push(
    `demo organiser of the console: ${DEMO_ORGANISER.email} (${DEMO_ORGANISER.role}; password ${DEMO_PASSWORD})`,
  );
  report.push(
    `demo participants: ${networking.participants} in ${(networking.milliseconds / 1000).toFixed(1)} s`,
  );
  const counts = await loadDemoShow(services.catalog, { size, start }, (config) =>
    saveShowConfig(services, config),
  );
  report.push(...demoLeadsReport(await loadDemoLeads(services.leads)));
  report.push(
    `demo show (${size}, from ${start}): ${counts.inserted} added, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged, ${counts.deleted} removed, ${counts.assets} assets`,
  );
  const published = await services.publishing.publish();
  return { report, published };
}
