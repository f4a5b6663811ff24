import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  checkpointUserName,
  type LeadCaptureEffect,
  type LeadCaptureEvent,
  type LeadCaptureState,
  leadCaptureTransition,
  leadContextFromAnswers,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  restoreLeadCapture,
  type SaveContactsRequest,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createServices } from '../../create-services.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { testConfig } from '../../testing/test-app.js';
import { DEMO_FORM_FIELDS } from './demo-leads.js';
import { createLeadsServices } from './register-leads-module.js';

/**
 * The failures a device meets when it syncs leads, over real HTTP against the real back office on
 * its embedded database: a server that stores a batch and dies before answering, a 500, an answer
 * slower than the device waits, and a back office beyond capacity. The device is core's lead-capture
 * machine, fed by fetch as the app's calls are. Faults are injected in Fastify's hooks, that is
 * after the save's transaction committed (onSend) or before the route ran (onRequest).
 */

const SAVE_PATH = '/leads/save-contacts';

interface Faults {
  /** Save answers to cut (the socket is destroyed) after the transaction committed. */
  dropAnswers: number;
  /** Saves answered 500 before the route runs. */
  serverErrors: number;
  /** Extra time before each save answer leaves, after the commit. */
  answerDelayMs: number;
}

interface BackOffice {
  url: string;
  handle: DatabaseHandle;
  app: FastifyInstance;
  faults: Faults;
  /** Stops it as a crash would: connections cut, nothing answered; the data folder stays. */
  kill(): Promise<void>;
}

const folders: string[] = [];
const running: BackOffice[] = [];

afterEach(async () => {
  for (const backOffice of running.splice(0)) await backOffice.kill();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** `env`: the environment the back office would start in, read as the server reads it. */
async function startBackOffice(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<BackOffice> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await handle.migrate();
  const app = await buildApp({ db: handle.db, config: testConfig(dataDir, env), dataDir });
  const faults: Faults = { dropAnswers: 0, serverErrors: 0, answerDelayMs: 0 };
  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== SAVE_PATH || faults.serverErrors === 0) return;
    faults.serverErrors -= 1;
    await reply.code(500).send({ error: 'INTERNAL', message: 'injected failure' });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url !== SAVE_PATH) return payload;
    if (faults.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.answerDelayMs));
    if (faults.dropAnswers > 0) {
      faults.dropAnswers -= 1;
      request.raw.socket.destroy();
    }
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const backOffice: BackOffice = {
    url: `http://127.0.0.1:${port}`,
    handle,
    app,
    faults,
    kill: async () => {
      app.server.closeAllConnections();
      await app.close();
      await handle.close();
      running.splice(running.indexOf(backOffice), 1);
    },
  };
  running.push(backOffice);
  return backOffice;
}

/** A data folder with the show, the lead form and one licence; returns the folder and the licence. */
async function preparedShow(): Promise<{ dataDir: string; licence: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-lead-failures-'));
  folders.push(dataDir);
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await handle.migrate();
  const { catalog } = createServices(handle, testConfig(dataDir));
  await catalog.upsertItems(smallCatalog());
  await catalog.setConfig(showConfigFixture());
  const { leads, forms } = createLeadsServices(handle.db);
  await forms.replaceFields(DEMO_FORM_FIELDS);
  const [licence = ''] = await leads.createLicences({
    exhibitorOriginalId: 'exh-1',
    exhibitorName: 'Exposant 1',
    count: 1,
    userQuota: 3,
  });
  await handle.close();
  return { dataDir, licence };
}

const post = (url: string, body: unknown, timeoutMs = 5_000) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });

interface StormAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * Sends every body at once from a worker thread: a client in the server's own event loop could not
 * send while the server works, so it would never overload it.
 */
function storm(url: string, bodies: readonly SaveContactsRequest[]): Promise<StormAnswer[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    Promise.all(workerData.bodies.map(async (body) => {
      const response = await fetch(workerData.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    })).then((answers) => parentPort.postMessage(answers));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { url, bodies } });
    worker.once('message', (answers: StormAnswer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** One exhibitor device: core's machine, what it stored, and the notifications it showed. */
class Device {
  state: LeadCaptureState = restoreLeadCapture({ disclaimerAccepted: true, context: null, contacts: [] });
  readonly notices: { message: string; count?: number }[] = [];
  private call: SaveContactsRequest | null = null;
  private clock = Date.UTC(2026, 10, 22, 9, 0, 0);

  constructor(
    public backOffice: BackOffice,
    readonly mobileId: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async register(licence: string): Promise<void> {
    const checked = readCheckLicenceResponse(
      await (
        await post(`${this.backOffice.url}/leads/check-licence`, { CAB: licence, mobileId: this.mobileId })
      ).json(),
    );
    if (!checked.ok) throw new Error(checked.error);
    const userName = checkpointUserName('anna', 'Linux', this.mobileId);
    const registered = readRegisterCheckpointResponse(
      await (
        await post(`${this.backOffice.url}/leads/register-checkpoint`, {
          instanceName: checked.value.InstanceName,
          exhibitorId: checked.value.ExhibitorId,
          userName,
          mobileId: this.mobileId,
        })
      ).json(),
    );
    if (!registered.ok) throw new Error(registered.error);
    const context = leadContextFromAnswers({
      licence,
      userName: 'anna',
      checkpointUserName: userName,
      licenceAnswer: checked.value,
      checkpointAnswer: registered.value,
    });
    this.state = { ...this.state, screen: 'licence', isRegistering: true };
    this.apply({ type: 'licenceRegistered', context });
  }

  private apply(event: LeadCaptureEvent): LeadCaptureEffect[] {
    const { state, effects } = leadCaptureTransition(this.state, event, { mobileId: this.mobileId });
    this.state = state;
    for (const effect of effects) {
      if (effect.type === 'sendContacts') this.call = effect.request;
      if (effect.type === 'notify') {
        this.notices.push(
          effect.count === undefined
            ? { message: effect.message }
            : { message: effect.message, count: effect.count },
        );
      }
    }
    return effects;
  }

  /** Scans and saves a visitor while offline: the save's own sync attempt is dropped unsent. */
  scanOffline(code: string, name: string): void {
    this.clock += 60_000;
    this.apply({ type: 'badgeScanned', badge: { code, values: { Nom: name } }, now: this.clock });
    this.apply({ type: 'saveContact', values: { Nom: name }, guid: `guid-${code}`, now: this.clock });
    if (this.call) {
      this.call = null;
      this.apply({ type: 'syncFailed', error: 'NETWORK' });
    }
  }

  /** One sync, as the app makes it: a failure of any kind leaves the contacts unsynchronised. */
  async sync(): Promise<void> {
    this.apply({ type: 'sync' });
    const call = this.call;
    if (!call) return;
    this.call = null;
    try {
      const response = await post(`${this.backOffice.url}${SAVE_PATH}`, call, this.timeoutMs);
      if (!response.ok) {
        this.apply({ type: 'syncFailed', error: 'NETWORK' });
        return;
      }
      const answer = readSaveContactsResponse(await response.json());
      this.apply(
        answer.ok
          ? { type: 'syncAnswered', results: answer.value, now: this.clock }
          : { type: 'syncFailed', error: answer.error },
      );
    } catch {
      this.apply({ type: 'syncFailed', error: 'NETWORK' });
    }
  }

  notSynchronised(): string[] {
    return this.state.contacts.filter((contact) => !contact.isSync).map((contact) => contact.code);
  }
}

/** The exhibitor's leads as the back office reads them for its export. */
async function storedLeads(device: Device) {
  const exhibitorId = device.state.context?.exhibitorId;
  if (exhibitorId === undefined) throw new Error('the device is not registered');
  const { leads } = createLeadsServices(device.backOffice.handle.db);
  return (await leads.exportLeads(exhibitorId)).leads;
}

describe('lead saves under failure (PGlite, real HTTP)', () => {
  it('a batch stored by a server killed before it answered is resent after the restart and stored once', async () => {
    const { dataDir, licence } = await preparedShow();
    let backOffice = await startBackOffice(dataDir);
    const device = new Device(backOffice, 'device-a');
    await device.register(licence);
    for (const [code, name] of [
      ['V1', 'Durand'],
      ['V2', 'Martin'],
      ['V3', 'Petit'],
    ] as const)
      device.scanOffline(code, name);
    device.notices.length = 0;

    backOffice.faults.dropAnswers = 1;
    await device.sync();
    // The device saw no answer: nothing is marked synchronised, and the user is told.
    expect(device.notSynchronised().sort()).toEqual(['V1', 'V2', 'V3']);
    expect(device.notices).toContainEqual({ message: 'contactsNotSaved', count: 3 });
    // The back office had committed the batch before the answer was lost.
    expect(await storedLeads(device)).toHaveLength(3);

    await backOffice.kill();
    backOffice = await startBackOffice(dataDir);
    device.backOffice = backOffice;
    await device.sync();

    expect(device.notSynchronised()).toEqual([]);
    const leads = await storedLeads(device);
    expect(leads.map((lead) => lead.code)).toEqual(['V1', 'V2', 'V3']);
    // The resend merged into the same leads: one visit each, not two leads nor two visits.
    expect(leads.map((lead) => lead.visits.length)).toEqual([1, 1, 1]);
    expect(leads.map((lead) => lead.fields.Nom?.value.Value)).toEqual(['Durand', 'Martin', 'Petit']);
  }, 60_000);

  it('a 500 or an answer slower than the device waits marks nothing synchronised and loses nothing', async () => {
    const { dataDir, licence } = await preparedShow();
    const backOffice = await startBackOffice(dataDir);
    const device = new Device(backOffice, 'device-a', 500);
    await device.register(licence);
    device.scanOffline('V1', 'Durand');
    device.scanOffline('V2', 'Martin');
    device.notices.length = 0;

    backOffice.faults.serverErrors = 1;
    await device.sync();
    expect(device.notSynchronised().sort()).toEqual(['V1', 'V2']);
    expect(device.notices).toContainEqual({ message: 'contactsNotSaved', count: 2 });
    expect(await storedLeads(device)).toEqual([]);

    // The answer leaves after the device gave up: stored on the server, unconfirmed on the device.
    device.notices.length = 0;
    backOffice.faults.answerDelayMs = 1_500;
    await device.sync();
    expect(device.notSynchronised().sort()).toEqual(['V1', 'V2']);
    expect(device.notices).toContainEqual({ message: 'contactsNotSaved', count: 2 });

    backOffice.faults.answerDelayMs = 0;
    await device.sync();
    expect(device.notSynchronised()).toEqual([]);
    const leads = await storedLeads(device);
    expect(leads.map((lead) => [lead.code, lead.visits.length])).toEqual([
      ['V1', 1],
      ['V2', 1],
    ]);
  }, 60_000);

  it('beyond capacity answers 429 with Retry-After, never 5xx, and the refused batches land when resent', async () => {
    const { dataDir, licence } = await preparedShow();
    const backOffice = await startBackOffice(dataDir, {
      LEAD_SAVE_MAX_IN_FLIGHT: '1',
      LEAD_SAVE_MAX_QUEUED: '1',
    });
    const device = new Device(backOffice, 'device-a');
    await device.register(licence);
    const context = device.state.context;
    if (!context) throw new Error('not registered');
    const batch = (index: number): SaveContactsRequest => ({
      instanceName: context.instance,
      exhibitorId: context.exhibitorId,
      mobileId: 'device-a',
      visitorToSaveList: Array.from({ length: 50 }, (_, offset) => ({
        SaveAction: 1 as const,
        VisitorToSave: {
          CAB: `B${index}-${offset}`,
          VisitHistoricList: [
            { CheckPointId: context.checkPointId, ContactName: 'anna', DateVisit: '22/11/2026 10:00:00' },
          ],
          ExternalId: `guid-${index}-${offset}`,
          IsExistPhoto: false,
          IsExistVoiceMessage: false,
          FieldValueList: [],
        },
      })),
    });
    const batches = Array.from({ length: 40 }, (_, index) => batch(index));
    const answers = await storm(`${backOffice.url}${SAVE_PATH}`, batches);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => answer.retryAfter === '2')).toBe(true);
    // A refused batch is refused whole, and says so in the spec's answer too.
    const refusal = readSaveContactsResponse(busy[0]?.body);
    expect(refusal.ok && refusal.value.every((result) => !result.IsSaveOk)).toBe(true);

    for (const [index, status] of statuses.entries()) {
      if (status !== 429) continue;
      const resent = await post(`${backOffice.url}${SAVE_PATH}`, batches[index]);
      expect(resent.status).toBe(200);
    }
    expect(await storedLeads(device)).toHaveLength(40 * 50);
  }, 60_000);
});
