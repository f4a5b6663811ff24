import {
  type AuthenticateExhibitorResult,
  type CheckLicenceRequest,
  formatVisitDate,
  isValidLicence,
  LICENCE_STATUS_OK,
  leadFromVisitor,
  REGISTER_STATUS,
  type RegisterCheckpointRequest,
  type RegisterCheckpointResult,
  type SaveContactResult,
  type SaveContactsRequest,
  type ShowConfig,
  type VisitHistoric,
  type VisitorToSave,
} from '@showfloor/core';
import type { CatalogRepository } from '../catalog/index.js';
import type { LeadRepository } from './lead.repository.js';
import type { LeadFormRepository } from './lead-form.repository.js';
import type { LicenceRepository, LicenceWithExhibitor } from './licence.repository.js';
import { newLicenceCode } from './licence-code.js';

/** The InstanceName every answer carries and every later call must send back. */
export const LEAD_INSTANCE_NAME = 'showfloor';
/** The show is the only event of a Showfloor back office. */
export const LEAD_EVENT_ID = 1;

/** Status descriptions of a refused licence; only 'OK' accepts one (spec modules §7). */
export const LICENCE_STATUS = { unknown: 'UNKNOWN_LICENCE', noShow: 'SHOW_NOT_CONFIGURED' } as const;

export type SaveContactsOutcome =
  | { ok: true; results: SaveContactResult[] }
  | { ok: false; reason: 'notRegistered'; results: SaveContactResult[] }
  | { ok: false; reason: 'foreignCheckpoint'; field: string; results: SaveContactResult[] };

/** Show dates are days: the answer gives them as midnight UTC, which the app reads as whole days. */
function showDay(isoDate: string): string {
  const timestamp = Date.parse(`${isoDate}T00:00:00Z`);
  return formatVisitDate(Number.isNaN(timestamp) ? 0 : timestamp);
}

function refusedLicence(status: string): AuthenticateExhibitorResult {
  return {
    AuthenticationStatusDescription: status,
    InstanceName: '',
    ExhibitorId: 0,
    ExhibitorName: '',
    EventDateBegin: '',
    EventDateEnd: '',
    EventId: 0,
    EventName: '',
  };
}

function eventName(config: ShowConfig): string {
  return config.name[config.defaultLanguage] ?? config.name.fr ?? config.name.en ?? '';
}

/**
 * The rules of the three lead-capture calls (spec modules §7) and of the licences behind them. A
 * device earns its rights in order: it checks a licence, registers a checkpoint user within the
 * licence's quota, and only then may save and export the exhibitor's leads.
 */
export class LeadCaptureService {
  constructor(
    private readonly licences: LicenceRepository,
    private readonly forms: LeadFormRepository,
    private readonly leads: LeadRepository,
    private readonly catalog: CatalogRepository,
  ) {}

  async checkLicence(request: CheckLicenceRequest): Promise<AuthenticateExhibitorResult> {
    const code = request.CAB.trim().toUpperCase();
    const licence = isValidLicence(code) ? await this.licences.findLicence(code) : undefined;
    if (!licence) return refusedLicence(LICENCE_STATUS.unknown);
    const config = await this.catalog.getConfig();
    if (!config) return refusedLicence(LICENCE_STATUS.noShow);
    await this.licences.recordLicenceCheck(licence.code, request.mobileId);
    return {
      AuthenticationStatusDescription: LICENCE_STATUS_OK,
      InstanceName: LEAD_INSTANCE_NAME,
      ExhibitorId: licence.exhibitorId,
      ExhibitorName: licence.exhibitorName,
      EventDateBegin: showDay(config.startDate),
      EventDateEnd: showDay(config.endDate),
      EventId: LEAD_EVENT_ID,
      EventName: eventName(config),
    };
  }

  async registerCheckpoint(request: RegisterCheckpointRequest): Promise<RegisterCheckpointResult> {
    const refused = (status: 1 | 2): RegisterCheckpointResult => ({
      RegisterStatus: status,
      CheckPointId: 0,
      FormFields: [],
    });
    if (request.instanceName !== LEAD_INSTANCE_NAME) return refused(REGISTER_STATUS.notAuthorised);
    const registration = await this.licences.registerCheckpoint(request);
    if (registration.status === 'notAuthorised') return refused(REGISTER_STATUS.notAuthorised);
    if (registration.status === 'quotaReached') return refused(REGISTER_STATUS.quotaReached);
    return {
      RegisterStatus: REGISTER_STATUS.ok,
      CheckPointId: registration.checkpointId,
      FormFields: await this.forms.listFields(),
    };
  }

  /**
   * Merges the contacts into the exhibitor's leads; all or none, and only from a registered device.
   * Each visit must name a checkpoint of this device on the exhibitor's licences, and its "scanned by"
   * name is the one that checkpoint registered: a device cannot put visits under another's name.
   */
  async saveContacts(request: SaveContactsRequest): Promise<SaveContactsOutcome> {
    const answer = (isSaveOk: boolean) =>
      request.visitorToSaveList.map(({ VisitorToSave }) => ({ IsSaveOk: isSaveOk, CAB: VisitorToSave.CAB }));
    const checkpoints =
      request.instanceName === LEAD_INSTANCE_NAME
        ? await this.licences.listDeviceCheckpoints(request.exhibitorId, request.mobileId)
        : new Map<number, string>();
    if (checkpoints.size === 0) return { ok: false, reason: 'notRegistered', results: answer(false) };
    const visitors: VisitorToSave[] = [];
    for (const [index, { VisitorToSave }] of request.visitorToSaveList.entries()) {
      const visits: VisitHistoric[] = [];
      for (const [visitIndex, visit] of VisitorToSave.VisitHistoricList.entries()) {
        const userName = checkpoints.get(visit.CheckPointId);
        if (userName === undefined) {
          const field = `visitorToSaveList.${index}.VisitorToSave.VisitHistoricList.${visitIndex}.CheckPointId`;
          return { ok: false, reason: 'foreignCheckpoint', field, results: answer(false) };
        }
        visits.push({ ...visit, ContactName: userName });
      }
      visitors.push({ ...VisitorToSave, VisitHistoricList: visits });
    }
    await this.leads.mergeLeads(
      request.exhibitorId,
      visitors.map((visitor) => leadFromVisitor(request.exhibitorId, visitor)),
    );
    return { ok: true, results: answer(true) };
  }

  /** Whether the device registered a checkpoint on one of the exhibitor's licences: may it save. */
  async isDeviceRegistered(exhibitorId: number, mobileId: string): Promise<boolean> {
    return (await this.licences.listDeviceCheckpoints(exhibitorId, mobileId)).size > 0;
  }

  /** The licence whose registered device asks, or undefined: the credentials of the export. */
  async authoriseExport(licenceCode: string, mobileId: string): Promise<LicenceWithExhibitor | undefined> {
    const code = licenceCode.trim().toUpperCase();
    if (!isValidLicence(code)) return undefined;
    const licence = await this.licences.findLicence(code);
    if (!licence) return undefined;
    return (await this.licences.isDeviceRegisteredOnLicence(code, mobileId)) ? licence : undefined;
  }

  /** The exhibitor's leads and the form that labels their fields. */
  async exportLeads(exhibitorId: number) {
    const [leads, formFields] = await Promise.all([
      this.leads.listLeads(exhibitorId),
      this.forms.listFields(),
    ]);
    return { leads, formFields };
  }

  /** The first catalog exhibitors, to whom the demo gives licences. */
  listCatalogExhibitors(limit: number) {
    return this.licences.listCatalogExhibitors(limit);
  }

  /** Demo licences, for the printable sheet; real licences are never listed on a page. */
  listDemoLicences(): Promise<LicenceWithExhibitor[]> {
    return this.licences.listLicences({ isDemo: true });
  }

  /**
   * Sells `count` new licences to a catalog exhibitor. Codes are random; a collision with an existing
   * licence (one chance in 2^50 per pair) fails the insert rather than sharing a licence.
   */
  async createLicences(input: {
    exhibitorOriginalId: string;
    exhibitorName: string;
    count: number;
    userQuota: number;
    isDemo?: boolean;
  }): Promise<string[]> {
    const exhibitorId = await this.licences.upsertExhibitor(input.exhibitorOriginalId, input.exhibitorName);
    const codes: string[] = [];
    for (let index = 0; index < input.count; index += 1) {
      const code = newLicenceCode();
      await this.licences.insertLicence({
        code,
        exhibitorId,
        userQuota: input.userQuota,
        isDemo: input.isDemo ?? false,
      });
      codes.push(code);
    }
    return codes;
  }

  /** The licences the organiser sold, with their users, devices and leads (the console). */
  licenceOverview() {
    return this.licences.overview();
  }

  revokeDevice(code: string, mobileId: string) {
    return this.licences.revokeDevice(code, mobileId);
  }

  resetLicence(code: string) {
    return this.licences.resetLicence(code);
  }

  catalogExhibitorName(originalId: string) {
    return this.licences.catalogExhibitorName(originalId);
  }
}
