import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { LeadSaveLimits } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AdmissionGate } from '../../http/admission-gate.js';
import { BadgeRepository, BadgeService } from '../badges/index.js';
import { CatalogRepository } from '../catalog/index.js';
import { LeadRepository } from './lead.repository.js';
import { LeadCaptureService } from './lead-capture.service.js';
import { LeadFormRepository } from './lead-form.repository.js';
import { DEFAULT_SAVE_CONTACTS_GATE, registerLeadsRoutes } from './leads.routes.js';
import { LicenceRepository } from './licence.repository.js';

/** Path prefix of the lead-capture calls, for the app's JSON 404. */
export const LEADS_API_PREFIXES = ['/leads/'];

/** Lead capture and signed badges over one database (server, CLI and tests alike). */
export function createLeadsServices(db: Database, now: () => number = Date.now) {
  const catalog = new CatalogRepository(db);
  const forms = new LeadFormRepository(db);
  const leads = new LeadCaptureService(new LicenceRepository(db), forms, new LeadRepository(db), catalog);
  const badges = new BadgeService(new BadgeRepository(db), catalog, now);
  return { leads, forms, badges };
}

export type LeadsServices = ReturnType<typeof createLeadsServices>;

export async function registerLeadsModule(
  app: FastifyInstance,
  db: Database,
  saveLimits: LeadSaveLimits,
): Promise<void> {
  const { leads, badges } = createLeadsServices(db);
  // Own scope: the rate limiter registered here applies to these routes only.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    await registerLeadsRoutes(scope, {
      leads,
      badges,
      saveGate: new AdmissionGate({ ...DEFAULT_SAVE_CONTACTS_GATE, ...saveLimits }),
    });
  });
}
