import { connect } from 'node:net';
import {
  formatVisitDate,
  LEAD_SAVE_HEADERS,
  leadSaveHeaders,
  readSaveContactsResponse,
  type SaveContactsRequest,
} from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_BODY_LIMITS } from '../../http/body-limits.js';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { DEMO_FORM_FIELDS } from './demo-leads.js';
import { LEAD_INSTANCE_NAME } from './lead-capture.service.js';
import { createLeadsServices } from './register-leads-module.js';

const SAVE_PATH = '/leads/save-contacts';
/** What the saves' limit lets a client declare: the body a server reading first would wait for. */
const DECLARED = (ROUTE_BODY_LIMITS[SAVE_PATH] ?? 0) - 1;
/** What the test sends of it before waiting for an answer. */
const SENT = 64 * 1024;

interface PartialPost {
  /** The server's answer, as far as it came. */
  answer: string;
  /** Whether the answer came while the client had sent only SENT bytes of the DECLARED body. */
  answeredMidBody: boolean;
  /** Whether the server closed the connection rather than wait for (or drain) the rest of the body. */
  closedByServer: boolean;
  /** From the connection to the close. */
  elapsedMs: number;
}

/**
 * Declares a save of DECLARED bytes, sends the first SENT of them and stops there, as a client still
 * sending would; resolves once the server has answered and closed, or after 5 s of nothing.
 */
function postPartially(port: number, headers: Record<string, string>): Promise<PartialPost> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let isFinished = false;
    const finish = (closedByServer: boolean) => {
      if (isFinished) return;
      isFinished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        answer,
        answeredMidBody: answer.startsWith('HTTP/1.1'),
        closedByServer,
        elapsedMs: performance.now() - started,
      });
    };
    const timer = setTimeout(() => finish(false), 5_000);
    socket.on('connect', () => {
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json',
        'content-length': String(DECLARED),
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`POST ${SAVE_PATH} HTTP/1.1\r\nhost: localhost\r\n${lines.join('')}\r\n`);
      const start = `{"instanceName":"${LEAD_INSTANCE_NAME}","exhibitorId":1,"mobileId":"intruder","visitorToSaveList":[`;
      socket.write(start.padEnd(SENT, ' '));
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

function saveBody(exhibitorId: number, mobileId: string, checkPointId: number): SaveContactsRequest {
  return {
    instanceName: LEAD_INSTANCE_NAME,
    exhibitorId,
    mobileId,
    visitorToSaveList: [
      {
        SaveAction: 1,
        VisitorToSave: {
          CAB: 'V0001',
          VisitHistoricList: [
            {
              CheckPointId: checkPointId,
              ContactName: 'alice',
              DateVisit: formatVisitDate(Date.UTC(2026, 10, 21)),
            },
          ],
          ExternalId: 'guid-V0001',
          IsExistPhoto: false,
          IsExistVoiceMessage: false,
          FieldValueList: [{ Id: 1, Code: 'Nom', Label: 'Nom', Value: 'Martin', Values: null }],
        },
      },
    ],
  };
}

for (const driver of TEST_DRIVERS) {
  describe(`lead saves check the device before the body on ${driver}`, () => {
    let test: TestApp;
    let exhibitorId: number;
    let checkPointId: number;

    beforeEach(async () => {
      test = await openTestApp(driver);
      const { leads, forms } = createLeadsServices(test.handle.db);
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
      await forms.replaceFields(DEMO_FORM_FIELDS);
      const [licence = ''] = await leads.createLicences({
        exhibitorOriginalId: 'exh-1',
        exhibitorName: 'Exposant 1',
        count: 1,
        userQuota: 2,
      });
      const checked = await leads.checkLicence({ CAB: licence, mobileId: 'device-a' });
      exhibitorId = checked.ExhibitorId;
      const registered = await leads.registerCheckpoint({
        instanceName: LEAD_INSTANCE_NAME,
        exhibitorId,
        userName: 'alice',
        mobileId: 'device-a',
      });
      checkPointId = registered.CheckPointId;
    });
    afterEach(async () => {
      await test.close();
    });

    it('refuses an unknown device, or a large save naming none, while its body is still being sent', async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const address = test.app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');

      const unknown = await postPartially(
        address.port,
        leadSaveHeaders({ exhibitorId, mobileId: 'intruder' }),
      );
      expect(unknown.answer).toMatch(/^HTTP\/1\.1 403/);
      expect(unknown.answer).toContain('"error":"FORBIDDEN"');
      expect(unknown.answeredMidBody).toBe(true);
      expect(unknown.closedByServer).toBe(true);
      // Reading the body first, the server would have waited for the rest until the request timeout.
      expect(unknown.elapsedMs).toBeLessThan(3_000);

      // Without the device headers, a body larger than any other route takes is not read either.
      const anonymous = await postPartially(address.port, {});
      expect(anonymous.answer).toMatch(/^HTTP\/1\.1 401/);
      expect(anonymous.answer).toContain(`"field":"${LEAD_SAVE_HEADERS.mobileId}"`);
      expect(anonymous.closedByServer).toBe(true);

      const malformed = await postPartially(address.port, {
        [LEAD_SAVE_HEADERS.exhibitorId]: 'exh-1',
        [LEAD_SAVE_HEADERS.mobileId]: 'device-a',
      });
      expect(malformed.answer).toMatch(/^HTTP\/1\.1 400/);
      expect(malformed.answer).toContain(`"field":"${LEAD_SAVE_HEADERS.exhibitorId}"`);
    });

    it('saves from a registered device named in the headers and the body alike, or in a small body alone', async () => {
      const body = saveBody(exhibitorId, 'device-a', checkPointId);
      const withHeaders = await test.app.inject({
        method: 'POST',
        url: SAVE_PATH,
        headers: leadSaveHeaders(body),
        payload: body,
      });
      expect(withHeaders.statusCode).toBe(200);
      expect(readSaveContactsResponse(withHeaders.json())).toEqual({
        ok: true,
        value: [{ IsSaveOk: true, CAB: 'V0001' }],
      });
      // A small save without the headers is read and checked as the spec's request.
      const bodyOnly = await test.app.inject({ method: 'POST', url: SAVE_PATH, payload: body });
      expect(bodyOnly.statusCode).toBe(200);

      // The headers vouch for the body's device: a body naming another is refused, naming the field.
      const response = await test.app.inject({
        method: 'POST',
        url: SAVE_PATH,
        headers: leadSaveHeaders(body),
        payload: { ...body, mobileId: 'device-b' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'mobileId' });
    });
  });
}
