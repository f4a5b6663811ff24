import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { formatVisitDate, leadSaveHeaders, type SaveContactsRequest } from '@showfloor/core';
import autocannon from 'autocannon';
import { ShowServer } from '../../e2e/support/show-server.js';
import { type Figure, markdownTable, meetsTarget } from './report.js';

/**
 * Lead ingest over HTTP into a real back office (embedded PGlite, as `npm start` runs it): exhibitor
 * devices send save-contacts batches of 50 new leads for a sustained period, then a burst far beyond
 * capacity. Afterwards the leads are read back through the back office's export (its own read of
 * the database) to count duplicates and losses. Run alone: `node --import tsx bench/src/lead-ingest.ts`
 * (LEAD_INGEST_SECONDS shortens the sustained phase).
 */

const BATCH = 50;
const SUSTAINED_CONNECTIONS = 6;
const BURST_CONNECTIONS = 200;
/** Batches sent in the burst: enough to overflow the save queue many times over. */
const BURST_BATCHES = 1_000;
/** Concurrent resends of refused batches, as many devices retrying after their Retry-After. */
const RESEND_CONCURRENCY = 6;
const TARGET_LEADS_PER_SECOND = 2_000;

interface Device {
  licence: string;
  exhibitorId: number;
  mobileId: string;
  checkPointId: number;
}

interface BatchRecord {
  device: Device;
  codes: string[];
  status?: number;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Two registered devices on each demo licence (the demo sells 3 licences of 3 users). */
async function registerDevices(baseUrl: string, licences: readonly string[]): Promise<Device[]> {
  const devices: Device[] = [];
  for (const licence of licences) {
    for (let index = 0; index < 2; index += 1) {
      const mobileId = `bench-${licence}-${index}`;
      const checked = await post<{
        AuthenticateExhibitorAppByCABResult: { InstanceName: string; ExhibitorId: number };
      }>(`${baseUrl}/leads/check-licence`, { CAB: licence, mobileId });
      const { InstanceName, ExhibitorId } = checked.AuthenticateExhibitorAppByCABResult;
      const registered = await post<{
        RegisterCheckPointResult: { RegisterStatus: number; CheckPointId: number };
      }>(`${baseUrl}/leads/register-checkpoint`, {
        instanceName: InstanceName,
        exhibitorId: ExhibitorId,
        userName: `bench${index}`,
        mobileId,
      });
      if (registered.RegisterCheckPointResult.RegisterStatus !== 0)
        throw new Error(`device ${mobileId} refused`);
      devices.push({
        licence,
        exhibitorId: ExhibitorId,
        mobileId,
        checkPointId: registered.RegisterCheckPointResult.CheckPointId,
      });
    }
  }
  return devices;
}

function saveBody(device: Device, codes: readonly string[]): SaveContactsRequest {
  const visit = formatVisitDate(Date.UTC(2026, 10, 22, 10, 0, 0));
  return {
    instanceName: 'showfloor',
    exhibitorId: device.exhibitorId,
    mobileId: device.mobileId,
    visitorToSaveList: codes.map((code) => ({
      SaveAction: 1,
      VisitorToSave: {
        CAB: code,
        VisitHistoricList: [
          { CheckPointId: device.checkPointId, ContactName: device.mobileId, DateVisit: visit },
        ],
        ExternalId: `guid-${code}`,
        IsExistPhoto: false,
        IsExistVoiceMessage: false,
        FieldValueList: [
          { Id: 1, Code: 'Nom', Label: 'Nom', Value: `Nom ${code}`, Values: null },
          { Id: 3, Code: 'Societe', Label: 'Société', Value: 'Acme', Values: null },
        ],
      },
    })),
  };
}

interface PhaseResult {
  batches: BatchRecord[];
  latenciesMs: number[];
  seconds: number;
  retryAfterMissing: number;
}

/** Sends new batches on `connections` connections, for some seconds or some batches; every batch is recorded. */
async function runPhase(
  baseUrl: string,
  devices: readonly Device[],
  connections: number,
  length: { seconds: number } | { batches: number },
  label: string,
  nextIndex: { value: number },
): Promise<PhaseResult> {
  const batches: BatchRecord[] = [];
  const latenciesMs: number[] = [];
  let retryAfterMissing = 0;
  const started = performance.now();
  await autocannon({
    url: baseUrl,
    connections,
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.batches }),
    requests: [
      {
        method: 'POST',
        path: '/leads/save-contacts',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          const index = nextIndex.value;
          nextIndex.value += 1;
          const device = devices[index % devices.length] as Device;
          const codes = Array.from({ length: BATCH }, (_, offset) => `${label}${index}-${offset}`);
          const record: BatchRecord = { device, codes };
          batches.push(record);
          context.record = record;
          context.sentAt = performance.now();
          // As the app sends it: the device in headers too, checked before the body is read.
          const headers = { ...request.headers, ...leadSaveHeaders(device) };
          return { ...request, headers, body: JSON.stringify(saveBody(device, codes)) };
        },
        onResponse: (status, _body, context, headers) => {
          const record = context.record as BatchRecord;
          record.status = status;
          latenciesMs.push(performance.now() - (context.sentAt as number));
          if (status === 429 && !headers?.['retry-after']) retryAfterMissing += 1;
        },
      },
    ],
  });
  return { batches, latenciesMs, seconds: (performance.now() - started) / 1000, retryAfterMissing };
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Every batch the back office refused (429) or never answered is sent again until it is stored. */
async function resendRefused(baseUrl: string, batches: readonly BatchRecord[]): Promise<void> {
  const queue = batches.filter((record) => record.status !== 200);
  await Promise.all(
    Array.from({ length: RESEND_CONCURRENCY }, async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await resend(baseUrl, batch);
    }),
  );
}

async function resend(baseUrl: string, batch: BatchRecord): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/leads/save-contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...leadSaveHeaders(batch.device) },
      body: JSON.stringify(saveBody(batch.device, batch.codes)),
    });
    await response.arrayBuffer();
    if (response.ok) return;
    if (attempt > 20) throw new Error(`batch of ${batch.codes[0]} still refused (${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Badge codes and visit counts of the stored leads, read through each exhibitor's CSV export. */
async function storedLeads(
  baseUrl: string,
  devices: readonly Device[],
): Promise<{ code: string; visits: string }[]> {
  const leads: { code: string; visits: string }[] = [];
  const byLicence = new Map(devices.map((device) => [device.licence, device]));
  for (const device of byLicence.values()) {
    const response = await fetch(`${baseUrl}/leads/export.csv`, {
      headers: { 'x-lead-licence': device.licence, 'x-lead-mobile-id': device.mobileId },
    });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    const [header = '', ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header.split(',');
    const codeColumn = columns.indexOf('Badge code');
    const visitsColumn = columns.indexOf('Visits');
    for (const line of lines) {
      // Codes and visit counts are plain (no comma, no quote), and come before any free text.
      const cells = line.split(',');
      leads.push({ code: cells[codeColumn] ?? '', visits: cells[visitsColumn] ?? '' });
    }
  }
  return leads;
}

/** The lead-ingest figures; the server is started and disposed here. */
export async function measureLeadIngest(
  options: { port?: number; sustainedSeconds?: number } = {},
): Promise<Figure[]> {
  const sustainedSeconds = options.sustainedSeconds ?? 120;
  const server = new ShowServer(options.port ?? 8744);
  try {
    const report = await server.cli('demo', '--size', 'small');
    const licences = [...report.matchAll(/licence ([A-Z0-9]{10})\b/g)].map((match) => match[1] ?? '');
    if (licences.length === 0) throw new Error('no demo licence printed');
    await server.start();
    const devices = await registerDevices(server.url, licences);
    const nextIndex = { value: 0 };

    console.log(
      `lead ingest: ${sustainedSeconds} s of batches of ${BATCH} on ${SUSTAINED_CONNECTIONS} connections…`,
    );
    const sustained = await runPhase(
      server.url,
      devices,
      SUSTAINED_CONNECTIONS,
      { seconds: sustainedSeconds },
      'S',
      nextIndex,
    );
    console.log(`lead ingest: burst of ${BURST_BATCHES} batches on ${BURST_CONNECTIONS} connections…`);
    const burst = await runPhase(
      server.url,
      devices,
      BURST_CONNECTIONS,
      { batches: BURST_BATCHES },
      'B',
      nextIndex,
    );

    const all = [...sustained.batches, ...burst.batches];
    const statuses = (records: readonly BatchRecord[], test: (status: number) => boolean) =>
      records.filter((record) => record.status !== undefined && test(record.status)).length;
    const stored200 = statuses(sustained.batches, (status) => status === 200);
    const serverErrors = statuses(all, (status) => status >= 500);
    const refused = statuses(burst.batches, (status) => status === 429);
    const unanswered = all.filter((record) => record.status === undefined).length;

    // What the back office confirmed must be there; what it refused is sent again, as devices do.
    await resendRefused(server.url, all);
    const leads = await storedLeads(server.url, devices);
    const expected = new Set(all.flatMap((record) => record.codes));
    const storedCodes = new Set(leads.map((lead) => lead.code));
    const duplicates = leads.length - storedCodes.size + leads.filter((lead) => lead.visits !== '1').length;
    const lost = [...expected].filter((code) => !storedCodes.has(code)).length;

    return [
      {
        name: `lead ingest sustained (${sustainedSeconds} s, batches of ${BATCH})`,
        value: (stored200 * BATCH) / sustained.seconds,
        unit: 'leads/s',
        target: { min: TARGET_LEADS_PER_SECOND },
      },
      { name: 'lead ingest batch p95', value: percentile(sustained.latenciesMs, 0.95), unit: 'ms' },
      { name: 'lead ingest batch p99', value: percentile(sustained.latenciesMs, 0.99), unit: 'ms' },
      {
        name: `lead ingest burst (${BURST_CONNECTIONS} connections): 429 answers`,
        value: (refused / Math.max(1, burst.batches.length)) * 100,
        unit: '%',
      },
      {
        name: 'lead ingest 429 answers without Retry-After',
        value: sustained.retryAfterMissing + burst.retryAfterMissing,
        unit: 'answers',
        target: { max: 0 },
      },
      { name: 'lead ingest 5xx answers', value: serverErrors, unit: 'answers', target: { max: 0 } },
      { name: 'lead ingest unanswered batches (resent)', value: unanswered, unit: 'batches' },
      { name: 'lead ingest leads stored', value: leads.length, unit: 'leads' },
      {
        name: 'lead ingest duplicates in the database',
        value: duplicates,
        unit: 'leads',
        target: { max: 0 },
      },
      { name: 'lead ingest losses in the database', value: lost, unit: 'leads', target: { max: 0 } },
    ];
  } finally {
    await server.dispose();
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const seconds = Number(process.env.LEAD_INGEST_SECONDS ?? 120);
  const figures = await measureLeadIngest({
    sustainedSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 120,
  });
  console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}\n`);
  console.log(markdownTable(figures));
  const missed = figures.filter((figure) => meetsTarget(figure) === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) not met.`);
}
