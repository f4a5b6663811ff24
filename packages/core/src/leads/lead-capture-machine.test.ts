import { describe, expect, it } from 'vitest';
import type { LeadCaptureEvent, LeadCaptureState } from './lead-capture-machine.js';
import { leadCaptureTransition, leadListCounts, restoreLeadCapture } from './lead-capture-machine.js';
import type { LeadContact, LeadContext } from './lead-contact.js';

const environment = { mobileId: 'device-1' };
const HOUR = 3_600_000;
const eventEnd = Date.UTC(2026, 10, 23, 18);
const duringShow = Date.UTC(2026, 10, 22, 10, 15, 30, 250);

const context: LeadContext = {
  licence: 'ABCDE12345',
  userName: 'anna',
  checkpointUserName: 'annaPixf3a',
  instance: 'SHOW2026',
  exhibitorId: 42,
  exhibitorName: 'Acme',
  eventDateBegin: Date.UTC(2026, 10, 21, 8),
  eventDateEnd: eventEnd,
  eventId: 7,
  eventName: 'Salon 2026',
  checkPointId: 9,
  formFields: [],
};

const contact = (code: string, overrides: Partial<LeadContact> = {}): LeadContact => ({
  code,
  guid: `guid-${code}`,
  history: [duringShow - HOUR],
  isSync: true,
  lastSync: duringShow - HOUR,
  values: { Nom: code },
  photoId: null,
  ...overrides,
});

function run(state: LeadCaptureState, ...events: LeadCaptureEvent[]) {
  let current = { state, effects: [] as ReturnType<typeof leadCaptureTransition>['effects'] };
  for (const event of events) current = leadCaptureTransition(current.state, event, environment);
  return current;
}

const onList = (contacts: LeadContact[] = []) =>
  restoreLeadCapture({ disclaimerAccepted: true, context, contacts });

describe('opening the module', () => {
  it('starts on the disclaimer, then the licence screen, then the list once registered', () => {
    const fresh = restoreLeadCapture({ disclaimerAccepted: false, context: null, contacts: [] });
    expect(fresh.screen).toBe('disclaimer');
    const accepted = run(fresh, { type: 'acceptDisclaimer' });
    expect(accepted.state.screen).toBe('licence');
    expect(accepted.effects).toEqual([{ type: 'storeDisclaimerAccepted' }]);
    const submitted = run(accepted.state, { type: 'submitLicence', userName: 'anna', licence: 'ABCDE12345' });
    expect(submitted.effects).toEqual([{ type: 'registerLicence', userName: 'anna', licence: 'ABCDE12345' }]);
    const registered = run(submitted.state, { type: 'licenceRegistered', context });
    expect(registered.state.screen).toBe('list');
    expect(registered.effects).toEqual([{ type: 'storeContext', context }]);
  });

  it('reopens on the list when a licence is stored', () => {
    expect(onList().screen).toBe('list');
  });

  it('stays on the licence screen with the refusal message', () => {
    const licence = restoreLeadCapture({ disclaimerAccepted: true, context: null, contacts: [] });
    const empty = run(licence, { type: 'submitLicence', userName: '', licence: '' });
    expect(empty.effects).toEqual([
      { type: 'notify', message: 'userNameAndLicenceRequired', level: 'warning' },
    ]);
    const refused = run(
      licence,
      { type: 'submitLicence', userName: 'anna', licence: 'ABCDE12345' },
      { type: 'licenceRefused', error: 'MAX_LICENCE' },
    );
    expect(refused.state.screen).toBe('licence');
    expect(refused.effects).toEqual([{ type: 'notify', message: 'maxLicence', level: 'error' }]);
  });
});

describe('scanning', () => {
  it('opens the form after a valid badge, and refuses a badge without code', () => {
    const scanned = run(onList(), {
      type: 'badgeScanned',
      badge: { code: 'V1', values: { Nom: 'Durand' } },
      now: duringShow,
    });
    expect(scanned.state.screen).toBe('form');
    expect(scanned.state.form).toEqual({ code: 'V1', isNew: true, badgeValues: { Nom: 'Durand' } });
    const invalid = run(onList(), { type: 'badgeScanned', badge: null, now: duringShow });
    expect(invalid.state.screen).toBe('list');
    expect(invalid.effects).toEqual([{ type: 'notify', message: 'invalidVisitorBadge', level: 'warning' }]);
  });

  it('disables the scan button once the event end date has passed', () => {
    expect(run(onList(), { type: 'scan', now: eventEnd - 1000 }).effects).toEqual([{ type: 'startScan' }]);
    expect(run(onList(), { type: 'scan', now: eventEnd + 1000 }).effects).toEqual([
      { type: 'notify', message: 'disabledScanButton', level: 'warning' },
    ]);
  });

  it('lets the user scan all of the last day when the end date has no time', () => {
    const dayOnly = restoreLeadCapture({
      disclaimerAccepted: true,
      context: { ...context, eventDateEnd: Date.UTC(2026, 10, 23) },
      contacts: [],
    });
    expect(run(dayOnly, { type: 'scan', now: Date.UTC(2026, 10, 23, 17) }).effects).toEqual([
      { type: 'startScan' },
    ]);
    expect(run(dayOnly, { type: 'scan', now: Date.UTC(2026, 10, 24, 0, 1) }).effects[0]).toMatchObject({
      message: 'disabledScanButton',
    });
  });
});

describe('saving a contact', () => {
  it('stores it unsynchronised with the visit first in its history, closes the form and syncs', () => {
    const existing = contact('V1');
    const saved = run(
      onList([contact('V0'), existing]),
      { type: 'badgeScanned', badge: { code: 'V1', values: {} }, now: duringShow },
      { type: 'saveContact', values: { Suivi: 'CALL' }, guid: 'unused', now: duringShow },
    );
    const [first] = saved.state.contacts;
    expect(saved.state.screen).toBe('list');
    expect(first).toMatchObject({
      code: 'V1',
      guid: 'guid-V1',
      isSync: false,
      values: { Nom: 'V1', Suivi: 'CALL' },
    });
    expect(first?.history).toEqual([Date.UTC(2026, 10, 22, 10, 15, 30), duringShow - HOUR]);
    expect(saved.effects[0]).toEqual({ type: 'storeContacts', contacts: saved.state.contacts });
    expect(saved.effects[1]).toMatchObject({ type: 'sendContacts' });
    const request = saved.effects[1]?.type === 'sendContacts' ? saved.effects[1].request : null;
    expect(request?.visitorToSaveList.map((item) => item.VisitorToSave.CAB)).toEqual(['V1']);
    expect(request?.visitorToSaveList[0]?.VisitorToSave.VisitHistoricList[0]).toEqual({
      CheckPointId: 9,
      ContactName: 'annaPixf3a',
      DateVisit: '22/11/2026 10:15:30',
    });
  });

  it('a new photo on a synchronised contact saves it again, unsynchronised, and says so to the back office', () => {
    const saved = run(
      onList([contact('V1')]),
      { type: 'badgeScanned', badge: { code: 'V1', values: {} }, now: duringShow },
      { type: 'saveContact', values: {}, photoId: 'photo-1', guid: 'unused', now: duringShow },
    );
    expect(saved.state.contacts[0]).toMatchObject({ code: 'V1', photoId: 'photo-1', isSync: false });
    const request = saved.effects[1]?.type === 'sendContacts' ? saved.effects[1].request : null;
    expect(request?.visitorToSaveList[0]?.VisitorToSave.IsExistPhoto).toBe(true);
  });

  it('keeps the photo a contact has when the save does not name one, and removes it on null', () => {
    const withPhoto = onList([contact('V1', { photoId: 'photo-1' })]);
    const scanned = { type: 'badgeScanned', badge: { code: 'V1', values: {} }, now: duringShow } as const;
    const kept = run(withPhoto, scanned, {
      type: 'saveContact',
      values: { Suivi: 'MAIL' },
      guid: 'g',
      now: duringShow,
    });
    expect(kept.state.contacts[0]?.photoId).toBe('photo-1');
    const removed = run(withPhoto, scanned, {
      type: 'saveContact',
      values: {},
      photoId: null,
      guid: 'g',
      now: duringShow,
    });
    expect(removed.state.contacts[0]?.photoId).toBeNull();
    const request = removed.effects[1]?.type === 'sendContacts' ? removed.effects[1].request : null;
    expect(request?.visitorToSaveList[0]?.VisitorToSave.IsExistPhoto).toBe(false);
  });

  it('calls nothing when every contact is synchronised', () => {
    expect(run(onList([contact('V1')]), { type: 'sync' }).effects).toEqual([]);
  });
});

describe('synchronising', () => {
  const pending = onList([contact('V1', { isSync: false }), contact('V2', { isSync: false }), contact('V3')]);

  it('marks saved contacts synchronised and reports the others', () => {
    const now = duringShow + HOUR;
    const answered = run(
      pending,
      { type: 'sync' },
      {
        type: 'syncAnswered',
        results: [
          { IsSaveOk: true, CAB: 'V1' },
          { IsSaveOk: false, CAB: 'V2' },
        ],
        now,
      },
    );
    expect(answered.state.contacts.map((item) => [item.code, item.isSync])).toEqual([
      ['V1', true],
      ['V2', false],
      ['V3', true],
    ]);
    expect(answered.state.contacts[0]?.lastSync).toBe(now);
    expect(answered.effects).toContainEqual({
      type: 'notify',
      message: 'contactsNotSaved',
      level: 'warning',
      count: 1,
    });
    expect(leadListCounts(answered.state.contacts)).toEqual({ total: 3, notSynchronised: 1 });
  });

  it('keeps a contact saved again during the call unsynchronised', () => {
    const answered = run(
      pending,
      { type: 'sync' },
      { type: 'badgeScanned', badge: { code: 'V1', values: {} }, now: duringShow },
      { type: 'saveContact', values: { Suivi: 'MAIL' }, guid: 'g', now: duringShow },
      {
        type: 'syncAnswered',
        results: [
          { IsSaveOk: true, CAB: 'V1' },
          { IsSaveOk: true, CAB: 'V2' },
        ],
        now: duringShow,
      },
    );
    expect(answered.state.contacts.find((item) => item.code === 'V1')?.isSync).toBe(false);
    expect(answered.state.contacts.find((item) => item.code === 'V2')?.isSync).toBe(true);
    const resent = answered.effects.find((effect) => effect.type === 'sendContacts');
    expect(
      resent?.type === 'sendContacts' &&
        resent.request.visitorToSaveList.map((item) => item.VisitorToSave.CAB),
    ).toEqual(['V1']);
  });

  it('keeps every contact unsynchronised when the call fails', () => {
    const failed = run(pending, { type: 'sync' }, { type: 'syncFailed', error: 'NETWORK' });
    expect(leadListCounts(failed.state.contacts).notSynchronised).toBe(2);
    expect(failed.effects).toEqual([
      { type: 'notify', message: 'genericError', level: 'error' },
      { type: 'notify', message: 'contactsNotSaved', level: 'warning', count: 2 },
    ]);
    expect(run(failed.state, { type: 'sync' }).effects[0]).toMatchObject({ type: 'sendContacts' });
  });
});

describe('menu, search and reset', () => {
  it('opens the extended menu and the search from the list and comes back', () => {
    expect(run(onList(), { type: 'openMenu' }).state.screen).toBe('menu');
    expect(run(onList(), { type: 'openSearch' }).state.screen).toBe('search');
    expect(run(onList(), { type: 'openMenu' }, { type: 'back' }).state.screen).toBe('list');
  });

  it('returns to the licence screen and deletes local contacts on reset', () => {
    const reset = run(
      onList([contact('V1', { isSync: false })]),
      { type: 'openMenu' },
      { type: 'resetLicence' },
    );
    expect(reset.state).toMatchObject({ screen: 'licence', context: null, contacts: [] });
    expect(reset.effects).toEqual([{ type: 'deleteLocalData' }]);
  });
});
