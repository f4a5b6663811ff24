import { formatVisitDate } from '@showfloor/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsServices } from '../modules/accounts/index.js';
import { createLeadsServices, LEAD_INSTANCE_NAME } from '../modules/leads/index.js';
import { showConfigFixture, smallCatalog } from '../testing/catalog-factories.js';
import {
  documentedOperations,
  type FuzzRequest,
  malformedRequests,
  systematicRequests,
  type ValidParts,
} from '../testing/malformed-requests.js';
import { type TableSnapshot, tableSnapshotReader } from '../testing/table-snapshot.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * The standing fuzz of the HTTP API (docs/security.md): for every operation of docs/openapi.json,
 * malformed requests, each valid but for one fault, sent with a live session where the call needs
 * one. None may answer 5xx, take longer than ANSWER_WITHIN_MS, or write anything when it answers
 * 4xx. Runs on PGlite only: the faults are in the input, not in the database driver.
 *
 * A failure prints fast-check's seed and path: pass them as `{ seed, path }` to `fc.assert` below to
 * replay the case, then keep it as a regular test beside the route's.
 */
const RUNS_PER_OPERATION = 20;
/** Their only input is the session, and each success costs a new account: fewer runs. */
const RUNS_OF_SESSION_ENDING = 3;
const ANSWER_WITHIN_MS = 5_000;
const PASSWORD = 'correct horse battery';

/** Calls that end the session they are sent with: a new one is opened after they succeed. */
const SESSION_ENDING = new Set(['POST /logout.htm', 'DELETE /me']);

const document = buildOpenApiDocument();

describe('every documented call, fuzzed with malformed requests: no 5xx, no hang, no partial write', () => {
  let test: TestApp;
  let tableSnapshot: () => Promise<TableSnapshot>;
  let authorization = '';
  let accountCount = 0;
  let clientCount = 0;
  const valid: Record<string, ValidParts> = {};

  async function openSession(): Promise<number> {
    const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
    accountCount += 1;
    const login = `fuzz-${accountCount}@example.org`;
    const { participantId } = await accounts.createAccount({
      login,
      password: PASSWORD,
      profile: { firstName: 'Fuzz', lastName: `User ${accountCount}`, role: 'Buyer' },
    });
    const session = await accounts.login(login, PASSWORD);
    if (!session) throw new Error('login failed');
    authorization = `Bearer ${session.token}`;
    return participantId;
  }

  beforeAll(async () => {
    test = await openTestApp('pglite', {
      // Per-session and per-login limits would answer 429 before the validation the fuzz aims at.
      SEARCH_RATE_LIMIT: '1000000',
      CONTACT_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000000',
      // The valid subscription's host: accepted without resolving it, so no test waits on DNS.
      PUSH_ALLOWED_HOSTS: 'push.example.org',
    });
    await test.catalog.upsertItems(smallCatalog());
    await test.catalog.setConfig(showConfigFixture());
    await test.publishing.publish();
    tableSnapshot = await tableSnapshotReader(test.handle.db);
    const contactId = await openSession();
    await openSession();

    const leads = createLeadsServices(test.handle.db);
    const [licence = ''] = await leads.leads.createLicences({
      exhibitorOriginalId: 'exh-1',
      exhibitorName: 'Exposant 1',
      count: 1,
      userQuota: 1000,
    });
    const mobileId = 'fuzz-device';
    const checked = await test.app.inject({
      method: 'POST',
      url: '/leads/check-licence',
      payload: { CAB: licence, mobileId },
    });
    const exhibitorId: number = checked.json().AuthenticateExhibitorAppByCABResult.ExhibitorId;
    const checkpoint = { instanceName: LEAD_INSTANCE_NAME, exhibitorId, userName: 'Fuzz', mobileId };
    const registered = await test.app.inject({
      method: 'POST',
      url: '/leads/register-checkpoint',
      payload: checkpoint,
    });
    const checkPointId: number = registered.json().RegisterCheckPointResult.CheckPointId;
    const feed = (
      await test.app.inject({
        method: 'POST',
        url: '/calendars',
        payload: { events: ['e1'], language: 'fr' },
      })
    ).json();

    Object.assign(valid, {
      'POST /login.htm': { body: { login: 'fuzz-1@example.org', password: PASSWORD } },
      'POST /nodebackend/login': { body: { username: 'fuzz-1@example.org', password: PASSWORD } },
      'POST /contactParticipant.htm': { body: { contactId } },
      'GET /nodebackend/user/{token}': { path: { token: authorization.replace('Bearer ', '') } },
      'GET /offline/db_{locale}.json': { path: { locale: 'fre' } },
      'POST /leads/check-licence': { body: { CAB: licence, mobileId } },
      'POST /leads/register-checkpoint': { body: checkpoint },
      'POST /leads/save-contacts': {
        body: {
          instanceName: LEAD_INSTANCE_NAME,
          exhibitorId,
          mobileId,
          visitorToSaveList: [
            {
              SaveAction: 1,
              VisitorToSave: {
                CAB: 'BADGE-1',
                VisitHistoricList: [
                  { CheckPointId: checkPointId, ContactName: 'Fuzz', DateVisit: formatVisitDate(Date.now()) },
                ],
                ExternalId: 'guid-1',
                IsExistPhoto: false,
                IsExistVoiceMessage: false,
                FieldValueList: [{ Id: 1, Code: 'Nom', Label: 'Nom', Value: 'Nom', Values: null }],
              },
            },
          ],
        },
      },
      'GET /leads/export.csv': { headers: { 'x-lead-licence': licence, 'x-lead-mobile-id': mobileId } },
      'GET /leads/export.xlsx': { headers: { 'x-lead-licence': licence, 'x-lead-mobile-id': mobileId } },
      'PUT /calendars/{id}': {
        path: { id: feed.id },
        body: { events: ['e2'], language: 'en', key: feed.key },
      },
      'DELETE /calendars/{id}': { path: { id: feed.id }, body: { key: `${feed.key}-not-it` } },
      'GET /calendars/{id}.ics': { path: { id: feed.id } },
    } satisfies Record<string, ValidParts>);
  });
  afterAll(async () => {
    await test.close();
  });

  /** The answer, or a failure once ANSWER_WITHIN_MS have passed without one. */
  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    clientCount += 1;
    // One client address per request: the per-address limits stay out of the way of the validation.
    const remoteAddress = `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      );
    });
    try {
      return await Promise.race([
        test.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.needsSession ? { ...request.headers, authorization } : request.headers,
          payload: request.payload,
          remoteAddress,
        }),
        hang,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  const operations = documentedOperations(document);

  it('covers every documented operation', () => {
    expect(operations.length).toBe(
      Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0),
    );
  });

  for (const operation of operations) {
    const key = `${operation.method} ${operation.path}`;
    it(key, async () => {
      let before = await tableSnapshot();
      const parts = valid[key] ?? {};
      const examples = systematicRequests(operation, document, parts).map((request): [FuzzRequest] => [
        request,
      ]);
      await fc.assert(
        fc.asyncProperty(malformedRequests(operation, document, parts), async (request) => {
          const response = await send(request);
          const context = `${request.fault}: ${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          const after = await tableSnapshot();
          if (response.statusCode >= 400) expect(after, `partial write: ${context}`).toEqual(before);
          before = after;
          if (response.statusCode < 300 && SESSION_ENDING.has(key)) {
            await openSession();
            before = await tableSnapshot();
          }
        }),
        {
          // The examples (one fault per field and parameter) run first, then the random requests.
          examples: SESSION_ENDING.has(key) ? [] : examples,
          numRuns: SESSION_ENDING.has(key) ? RUNS_OF_SESSION_ENDING : examples.length + RUNS_PER_OPERATION,
        },
      );
    });
  }
});
