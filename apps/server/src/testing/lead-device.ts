import {
  formatVisitDate,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  type SaveContactsRequest,
} from '@showfloor/core';
import { LEAD_EXPORT_HEADERS } from '../modules/leads/index.js';

/** The InstanceName the lead calls carry (the back office's `LEAD_INSTANCE_NAME`). */
const INSTANCE_NAME = 'showfloor';

/** A request that got no answer: the connection was cut (the server died) or refused. */
export const NO_ANSWER = 'no answer';

async function postJson(url: string, body: unknown): Promise<Response | typeof NO_ANSWER> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return NO_ANSWER;
  }
}

/**
 * A lead-capture device talking to a back office over HTTP, as the app does: it checks its licence,
 * registers a checkpoint, saves contacts and exports the exhibitor's leads.
 */
export class LeadDevice {
  exhibitorId = 0;
  checkpointId = 0;

  constructor(
    public baseUrl: string,
    readonly licence: string,
    readonly mobileId: string,
  ) {}

  async register(): Promise<void> {
    const checked = await postJson(`${this.baseUrl}/leads/check-licence`, {
      CAB: this.licence,
      mobileId: this.mobileId,
    });
    const licence = checked === NO_ANSWER ? undefined : readCheckLicenceResponse(await checked.json());
    if (!licence?.ok) throw new Error('the licence check failed');
    this.exhibitorId = licence.value.ExhibitorId;
    const registered = await postJson(`${this.baseUrl}/leads/register-checkpoint`, {
      instanceName: INSTANCE_NAME,
      exhibitorId: this.exhibitorId,
      userName: this.mobileId,
      mobileId: this.mobileId,
    });
    const checkpoint =
      registered === NO_ANSWER ? undefined : readRegisterCheckpointResponse(await registered.json());
    if (!checkpoint?.ok) throw new Error('the checkpoint registration failed');
    this.checkpointId = checkpoint.value.CheckPointId;
  }

  /** One save of these badge codes, each scanned once at `minute` past 10:00 on the show's first day. */
  saveBody(codes: readonly string[], minute = 0): SaveContactsRequest {
    return {
      instanceName: INSTANCE_NAME,
      exhibitorId: this.exhibitorId,
      mobileId: this.mobileId,
      visitorToSaveList: codes.map((code) => ({
        SaveAction: 1 as const,
        VisitorToSave: {
          CAB: code,
          VisitHistoricList: [
            {
              CheckPointId: this.checkpointId,
              ContactName: this.mobileId,
              DateVisit: formatVisitDate(Date.UTC(2026, 10, 21, 10, minute, 0)),
            },
          ],
          ExternalId: `guid-${code}`,
          IsExistPhoto: false,
          IsExistVoiceMessage: false,
          FieldValueList: [{ Id: 1, Code: 'Nom', Label: 'Nom', Value: `Nom ${code}`, Values: null }],
        },
      })),
    };
  }

  /** The HTTP status of the save, or NO_ANSWER when the connection ended without one. */
  async save(body: SaveContactsRequest): Promise<number | typeof NO_ANSWER> {
    const response = await postJson(`${this.baseUrl}/leads/save-contacts`, body);
    if (response === NO_ANSWER) return NO_ANSWER;
    await response.arrayBuffer();
    return response.status;
  }

  /** The exported leads as the exhibitor reads them: badge code and visit count, one entry per row. */
  async exportedLeads(): Promise<{ code: string; visits: number }[]> {
    const response = await fetch(`${this.baseUrl}/leads/export.csv`, {
      headers: { [LEAD_EXPORT_HEADERS.licence]: this.licence, [LEAD_EXPORT_HEADERS.mobileId]: this.mobileId },
    });
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    const [header = '', ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header.split(',');
    const codeColumn = columns.indexOf('Badge code');
    const visitsColumn = columns.indexOf('Visits');
    return rows.map((row) => {
      const cells = row.split(',');
      return { code: cells[codeColumn] ?? '', visits: Number(cells[visitsColumn]) };
    });
  }
}
