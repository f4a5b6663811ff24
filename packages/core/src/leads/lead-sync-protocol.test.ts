import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeadCaptureEvent, LeadCaptureState } from './lead-capture-machine.js';
import { leadCaptureTransition, restoreLeadCapture } from './lead-capture-machine.js';
import type { LeadContact, LeadContext } from './lead-contact.js';
import { type LeadVisit, mergeVisitorIntoLead, type StoredLead } from './lead-merge.js';
import type { LeadFormField, SaveContactResult, SaveContactsRequest } from './lead-protocol.js';
import { readSaveContactsResponse, saveContactsRequestSchema } from './lead-protocol.js';

/**
 * The whole lead sync protocol, device and back office, under any interleaving: two devices of one
 * exhibitor scan and rescan (edit) the same few visitors, start syncs, lose calls, lose answers, get
 * some contacts refused, are closed mid-call and reopened. Once the network is reliable again and
 * every device has synced, the back office must hold each visitor once, with the union of the visits
 * of both devices, the values of the latest visit, and every device must show everything synchronised.
 *
 * The device side is core's lead-capture machine with its stored copy; the back office side is core's
 * merge, which the server's repository applies in one transaction per request.
 */

const EXHIBITOR_ID = 42;
const CODES = ['V1', 'V2', 'V3', 'V4'] as const;
const NAMES = ['Durand', 'Martin', 'Petit'] as const;
const SHOW_START = Date.UTC(2026, 10, 22, 8, 0, 0, 250);

const formFields: LeadFormField[] = [
  {
    Id: 1,
    Code: 'Nom',
    Label: 'Nom',
    Type: 'text',
    Nature: null,
    IsMandatory: true,
    IsReadOnly: false,
    DefaultValue: null,
    CABPosition: 1,
    PrintPosition: null,
    Codifications: [],
  },
];

function deviceContext(checkPointId: number, checkpointUserName: string): LeadContext {
  return {
    licence: 'ABCDE12345',
    userName: checkpointUserName,
    checkpointUserName,
    instance: 'showfloor',
    exhibitorId: EXHIBITOR_ID,
    exhibitorName: 'Acme',
    eventDateBegin: Date.UTC(2026, 10, 21),
    eventDateEnd: Date.UTC(2026, 10, 30),
    eventId: 1,
    eventName: 'Salon',
    checkPointId,
    formFields,
  };
}

/** How a call in flight ends. */
type Delivery =
  /** Stored and answered. */
  | 'answered'
  /** Stored, then the server died or the network dropped before the answer: the device saw a failure. */
  | 'answerLost'
  /** Never reached the server (timeout, 500 before the transaction, no network). */
  | 'notDelivered'
  /** Stored twice (a proxy retried it), answered once. */
  | 'deliveredTwice'
  /** The back office refused the first contact of the batch and stored the others. */
  | 'firstRefused'
  /** Stored, then answered with a body the app cannot read. */
  | 'malformedAnswer';

type Action =
  | { kind: 'scan'; device: number; code: string; name: string }
  | { kind: 'sync'; device: number }
  | { kind: 'deliver'; device: number; delivery: Delivery }
  /** The tab is closed and reopened; a call in flight may or may not have reached the server. */
  | { kind: 'reopen'; device: number; callReachedServer: boolean };

const deviceArbitrary = fc.constantFrom(0, 1);
const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('scan' as const),
      device: deviceArbitrary,
      code: fc.constantFrom(...CODES),
      name: fc.constantFrom(...NAMES),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: deviceArbitrary }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      device: deviceArbitrary,
      delivery: fc.constantFrom<Delivery>(
        'answered',
        'answerLost',
        'notDelivered',
        'deliveredTwice',
        'firstRefused',
        'malformedAnswer',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reopen' as const),
      device: deviceArbitrary,
      callReachedServer: fc.boolean(),
    }),
  },
);

/** The back office: one lead per badge code, merged from every request it accepted. */
class BackOffice {
  readonly leads = new Map<string, StoredLead>();

  /** Applies a request as the save route does (schema first, all or nothing) and returns its JSON answer. */
  receive(request: SaveContactsRequest, refuseFirst = false): unknown {
    const parsed = saveContactsRequestSchema.parse(JSON.parse(JSON.stringify(request)));
    const results: SaveContactResult[] = parsed.visitorToSaveList.map(({ VisitorToSave }, index) => {
      if (refuseFirst && index === 0) return { IsSaveOk: false, CAB: VisitorToSave.CAB };
      const code = VisitorToSave.CAB;
      this.leads.set(code, mergeVisitorIntoLead(this.leads.get(code), EXHIBITOR_ID, VisitorToSave));
      return { IsSaveOk: true, CAB: code };
    });
    return JSON.parse(JSON.stringify({ SaveVisitorRelationListResult: results }));
  }
}

/** One device: the machine's state, what it last wrote to storage, and its call in flight. */
class Device {
  state: LeadCaptureState;
  stored: LeadContact[] = [];
  inFlight: SaveContactsRequest | null = null;

  constructor(
    readonly context: LeadContext,
    readonly mobileId: string,
  ) {
    this.state = restoreLeadCapture({ disclaimerAccepted: true, context, contacts: [] });
  }

  dispatch(event: LeadCaptureEvent): void {
    const { state, effects } = leadCaptureTransition(this.state, event, { mobileId: this.mobileId });
    this.state = state;
    for (const effect of effects) {
      if (effect.type === 'storeContacts') this.stored = effect.contacts;
      if (effect.type === 'sendContacts') {
        // The machine never starts a second call while one is in flight.
        expect(this.inFlight).toBeNull();
        this.inFlight = effect.request;
      }
    }
  }

  /** Hands the call in flight to the caller and forgets it, as a settled fetch does. */
  takeCall(): SaveContactsRequest | null {
    const call = this.inFlight;
    this.inFlight = null;
    return call;
  }

  reopen(): void {
    this.inFlight = null;
    this.state = restoreLeadCapture({
      disclaimerAccepted: true,
      context: this.context,
      contacts: this.stored,
    });
  }
}

interface ExpectedVisit extends LeadVisit {
  code: string;
  name: string;
}

function run(actions: readonly Action[]) {
  const backOffice = new BackOffice();
  const devices = [
    new Device(deviceContext(11, 'annaWebabc'), 'device-a'),
    new Device(deviceContext(12, 'paulAndxyz'), 'device-b'),
  ];
  const visits: ExpectedVisit[] = [];
  let now = SHOW_START;

  const deliver = (device: Device, delivery: Delivery) => {
    const call = device.takeCall();
    if (!call) return;
    switch (delivery) {
      case 'answered':
      case 'deliveredTwice':
      case 'firstRefused': {
        if (delivery === 'deliveredTwice') backOffice.receive(call);
        const answer = readSaveContactsResponse(backOffice.receive(call, delivery === 'firstRefused'));
        if (!answer.ok) throw new Error('the back office answer must be readable');
        return device.dispatch({ type: 'syncAnswered', results: answer.value, now });
      }
      case 'answerLost':
        backOffice.receive(call);
        return device.dispatch({ type: 'syncFailed', error: 'NETWORK' });
      case 'notDelivered':
        return device.dispatch({ type: 'syncFailed', error: 'NETWORK' });
      case 'malformedAnswer': {
        backOffice.receive(call);
        const answer = readSaveContactsResponse({ unexpected: true });
        return device.dispatch({ type: 'syncFailed', error: answer.ok ? 'NETWORK' : answer.error });
      }
    }
  };

  for (const action of actions) {
    // At least a second between actions: two saves of a visitor by one user in the same second are
    // one visit, as the calls carry visit dates to the second.
    now += 1_000;
    const device = devices[action.device] as Device;
    switch (action.kind) {
      case 'scan':
        device.dispatch({ type: 'badgeScanned', badge: { code: action.code, values: {} }, now });
        device.dispatch({ type: 'saveContact', values: { Nom: action.name }, guid: `g-${now}`, now });
        visits.push({
          code: action.code,
          name: action.name,
          checkPointId: device.context.checkPointId,
          contactName: device.context.checkpointUserName,
          at: Math.floor(now / 1000) * 1000,
        });
        break;
      case 'sync':
        device.dispatch({ type: 'sync' });
        break;
      case 'deliver':
        deliver(device, action.delivery);
        break;
      case 'reopen': {
        const call = device.takeCall();
        if (call && action.callReachedServer) backOffice.receive(call);
        device.reopen();
        break;
      }
    }
  }

  // The network is back and reliable: every device syncs until it has nothing left to send.
  for (const device of devices) {
    for (let round = 0; round < 10; round += 1) {
      now += 1_000;
      if (!device.inFlight) device.dispatch({ type: 'sync' });
      if (!device.inFlight) break;
      deliver(device, 'answered');
    }
  }
  return { backOffice, devices, visits };
}

const visitKey = (visit: LeadVisit) => `${visit.at}|${visit.checkPointId}|${visit.contactName}`;

describe('lead sync protocol (two devices of one exhibitor, any interleaving)', () => {
  it('ends with each visitor stored once, with the union of the visits and the latest values', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 60 }), (actions) => {
        const { backOffice, devices, visits } = run(actions);

        // Every scanned visitor is on the back office, and nothing else is.
        expect([...backOffice.leads.keys()].sort()).toEqual([...new Set(visits.map((v) => v.code))].sort());
        for (const [code, lead] of backOffice.leads) {
          const expected = visits.filter((visit) => visit.code === code);
          // Each visit once, however often it was sent, from whichever device.
          expect(lead.visits.map(visitKey).sort()).toEqual([...new Set(expected.map(visitKey))].sort());
          // The values of the latest visit win over older resends of the other device.
          const latest = expected.reduce((left, right) => (right.at >= left.at ? right : left));
          expect(lead.fields.Nom?.value.Value).toBe(latest.name);
        }
        // Every device shows everything synchronised, and kept every visit it made.
        for (const device of devices) {
          expect(device.state.contacts.every((contact) => contact.isSync)).toBe(true);
          expect(device.stored).toEqual(device.state.contacts);
          for (const contact of device.state.contacts) {
            const own = visits.filter(
              (visit) => visit.code === contact.code && visit.checkPointId === device.context.checkPointId,
            );
            expect(contact.history).toEqual(own.map((visit) => visit.at).reverse());
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a batch stored by a server that died before answering is resent and merged, not duplicated', () => {
    const { backOffice, devices } = run([
      { kind: 'scan', device: 0, code: 'V1', name: 'Durand' },
      { kind: 'deliver', device: 0, delivery: 'answerLost' },
      { kind: 'sync', device: 0 },
      { kind: 'deliver', device: 0, delivery: 'answerLost' },
      { kind: 'reopen', device: 0, callReachedServer: true },
    ]);
    expect(backOffice.leads.get('V1')?.visits).toHaveLength(1);
    expect(devices[0]?.state.contacts.map((contact) => contact.isSync)).toEqual([true]);
  });
});
