import {
  formatVisitDate,
  generateBadgeKeyPair,
  type LeadFormField,
  type LeadNotification,
  type SignedBadgeOptions,
  signBadge,
} from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeLeadBackOffice } from './fake-lead-back-office.js';
import { LeadCaptureController } from './lead-capture-controller.js';
import { LeadDatabase } from './lead-database.js';
import { DexieLeadStore } from './lead-store.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

function field(id: number, code: string, type: string, extra: Partial<LeadFormField> = {}): LeadFormField {
  return {
    Id: id,
    Code: code,
    Label: code,
    Type: type,
    Nature: null,
    IsMandatory: false,
    IsReadOnly: false,
    DefaultValue: null,
    CABPosition: null,
    PrintPosition: null,
    Codifications: [],
    ...extra,
  };
}

const FORM_FIELDS = [
  field(1, 'Nom', 'text', { CABPosition: 1 }),
  field(2, 'Prenom', 'text', { CABPosition: 2 }),
  field(3, 'Societe', 'text', { CABPosition: 3 }),
];

const LICENCE = {
  licence: 'ABCDE12345',
  exhibitorId: 42,
  exhibitorName: 'Acme',
  eventName: 'Paris Air Show',
  eventDateBegin: formatVisitDate(NOW - DAY),
  eventDateEnd: formatVisitDate(NOW + DAY),
};

/** One device: a database (that outlives the controller, as IndexedDB outlives a tab) and its controller. */
class Device {
  readonly indexedDB = new IDBFactory();
  readonly notices: { message: LeadNotification; count?: number }[] = [];
  isOnline = true;
  clock = NOW;
  badgeOptions: SignedBadgeOptions = { publicKey: null };
  private stores: DexieLeadStore[] = [];

  constructor(readonly backOffice: FakeLeadBackOffice) {}

  /** The tab holding lead capture, as the browser's lock would: released when that tab goes. */
  private lockHeld: { released: Promise<void>; release: () => void } | null = null;

  private readonly holdDevice = async (onWaiting: () => void): Promise<void> => {
    while (this.lockHeld) {
      onWaiting();
      await this.lockHeld.released;
    }
    let resolve: () => void = () => undefined;
    const released = new Promise<void>((settle) => {
      resolve = settle;
    });
    this.lockHeld = {
      released,
      release: () => {
        this.lockHeld = null;
        resolve();
      },
    };
  };

  /** The tab holding lead capture closes (or reloads): the browser releases its lock. */
  closeTab(): void {
    this.lockHeld?.release();
  }

  /** Opens the module as a reloaded tab would: a fresh controller over the same database. */
  async open(): Promise<LeadCaptureController> {
    this.closeTab();
    const controller = this.openBeside();
    await controller.start();
    return controller;
  }

  /** Opens the module in a second tab, the first one staying open; not started yet. */
  openBeside(): LeadCaptureController {
    const store = new DexieLeadStore(
      new LeadDatabase('leads-test', { indexedDB: this.indexedDB, IDBKeyRange }),
    );
    this.stores.push(store);
    let guids = 0;
    const controller = new LeadCaptureController({
      store,
      calls: this.backOffice,
      device: { mobileId: 'device-1', deviceName: 'Linux' },
      notify: (message, _level, count) =>
        this.notices.push(count === undefined ? { message } : { message, count }),
      now: () => this.clock,
      newGuid: () => {
        guids += 1;
        return `guid-${guids}`;
      },
      isOnline: () => this.isOnline,
      badgeOptions: () => this.badgeOptions,
      holdDevice: this.holdDevice,
    });
    return controller;
  }

  close(): void {
    for (const store of this.stores) store.close();
  }
}

const devices: Device[] = [];
function newDevice(): Device {
  const device = new Device(new FakeLeadBackOffice([LICENCE], FORM_FIELDS));
  devices.push(device);
  return device;
}

afterEach(() => {
  for (const device of devices.splice(0)) device.close();
});

/** Waits for the calls the controller started in the background to be answered. */
async function settled(controller: LeadCaptureController): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    await controller.dispatch({ type: 'openSearch' }).then(() => controller.dispatch({ type: 'back' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const state = controller.getSnapshot().state;
    if (!state?.sending && !state?.isRegistering) return;
  }
}

async function registered(device: Device): Promise<LeadCaptureController> {
  const controller = await device.open();
  await controller.dispatch({ type: 'acceptDisclaimer' });
  await controller.dispatch({ type: 'submitLicence', userName: 'anna', licence: LICENCE.licence });
  await settled(controller);
  return controller;
}

async function scanAndSave(controller: LeadCaptureController, text: string): Promise<void> {
  await controller.dispatch({ type: 'scan', now: NOW });
  expect(controller.getSnapshot().isScanning).toBe(true);
  await controller.scanEnded({ kind: 'decoded', text });
  const form = controller.getSnapshot().state?.form;
  expect(form).not.toBeNull();
  await controller.saveContact({ ...form?.badgeValues });
}

describe('lead capture on the device', () => {
  it('registers a licence: the list opens on the event, and a reload keeps it', async () => {
    const device = newDevice();
    const controller = await registered(device);
    const state = controller.getSnapshot().state;
    expect(state?.screen).toBe('list');
    expect(state?.context?.eventName).toBe('Paris Air Show');
    expect(state?.context?.checkpointUserName).toBe('annaLindev');

    const reopened = (await device.open()).getSnapshot().state;
    expect(reopened?.screen).toBe('list');
    expect(reopened?.context?.exhibitorId).toBe(42);
  });

  it('refuses an unknown licence with the invalid-licence message', async () => {
    const device = newDevice();
    const controller = await device.open();
    await controller.dispatch({ type: 'acceptDisclaimer' });
    await controller.dispatch({ type: 'submitLicence', userName: 'anna', licence: 'ZZZZZ99999' });
    await settled(controller);
    expect(controller.getSnapshot().state?.screen).toBe('licence');
    expect(device.notices).toContainEqual({ message: 'invalidLicence' });
  });

  it('a scan saved while the back office is unreachable stays unsynchronised, and survives a reload', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.backOffice.mode = 'unreachable';
    await scanAndSave(controller, 'V0001&Durand#Anna#Globex');
    await settled(controller);

    const contacts = controller.getSnapshot().state?.contacts ?? [];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ code: 'V0001', isSync: false, lastSync: null });
    expect(contacts[0]?.values).toMatchObject({ Nom: 'Durand', Prenom: 'Anna', Societe: 'Globex' });
    // The save tried to send it: the user is told it could not be saved (yet), and nothing more.
    expect(device.notices).toEqual([{ message: 'contactsNotSaved', count: 1 }]);

    // A background retry failing the same way is not the user's business: the list counts it.
    device.notices.length = 0;
    await controller.sync();
    await settled(controller);
    expect(device.notices).toEqual([]);

    const reopened = await device.open();
    expect(reopened.getSnapshot().state?.contacts).toEqual(contacts);
    expect(device.backOffice.saved.size).toBe(0);
  });

  it('a second tab waits while the first uses lead capture, then takes over with every lead the first saved', async () => {
    const device = newDevice();
    const first = await registered(device);
    device.backOffice.mode = 'unreachable';
    await scanAndSave(first, 'V0001&Durand#Anna#Globex');

    const second = device.openBeside();
    const started = second.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing of the leads is read, shown or written by the waiting tab: a save there does nothing.
    expect(second.getSnapshot()).toMatchObject({ isOpenElsewhere: true, state: null });
    await second.dispatch({ type: 'scan', now: NOW });
    expect(second.getSnapshot().state).toBeNull();

    // The first tab goes on saving while the second waits.
    await scanAndSave(first, 'V0002&Martin#Paul#Initech');
    await settled(first);
    device.closeTab();
    await started;

    expect(second.getSnapshot().isOpenElsewhere).toBe(false);
    expect(
      second
        .getSnapshot()
        .state?.contacts.map((contact) => contact.code)
        .sort(),
    ).toEqual(['V0001', 'V0002']);
  });

  it('a 500 keeps the lead unsynchronised; the next sync sends it and marks it synchronised', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.backOffice.mode = 'serverError';
    await scanAndSave(controller, 'V0002&Martin#Paul#Initech');
    await settled(controller);
    expect(controller.getSnapshot().state?.contacts[0]?.isSync).toBe(false);
    expect(device.notices).toContainEqual({ message: 'contactsNotSaved', count: 1 });

    device.backOffice.mode = 'up';
    await controller.sync({ isUserRequested: true });
    await settled(controller);
    const contact = controller.getSnapshot().state?.contacts[0];
    expect(contact).toMatchObject({ code: 'V0002', isSync: true, lastSync: NOW });
    expect(device.backOffice.saved.get('V0002')?.FieldValueList).toContainEqual(
      expect.objectContaining({ Code: 'Nom', Value: 'Martin' }),
    );
    expect((await device.open()).getSnapshot().state?.contacts[0]?.isSync).toBe(true);
  });

  it('a back office asking to wait (429 Retry-After) is not called again before then, unless the user asks', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.backOffice.mode = 'busy';
    await scanAndSave(controller, 'V0005&Durand#Lea#Globex');
    await settled(controller);
    expect(controller.getSnapshot().state?.contacts[0]?.isSync).toBe(false);
    const calls = device.backOffice.saveCalls;

    // The timer's syncs and a second save within the minute make no call, and tell nothing.
    device.backOffice.mode = 'up';
    device.clock = NOW + 30_000;
    await controller.sync();
    await scanAndSave(controller, 'V0006&Petit#Jean#Hooli');
    await settled(controller);
    expect(device.backOffice.saveCalls).toBe(calls);
    expect(device.notices.filter((notice) => notice.message === 'contactsNotSaved')).toHaveLength(1);
    expect(controller.getSnapshot().state?.contacts.every((contact) => !contact.isSync)).toBe(true);

    // Once the wait is over, the next sync sends both.
    device.clock = NOW + 61_000;
    await controller.sync();
    await settled(controller);
    expect(device.backOffice.saveCalls).toBe(calls + 1);
    expect(controller.getSnapshot().state?.contacts.every((contact) => contact.isSync)).toBe(true);

    // Asked for by the user, a sync is made at once even while the back office asked to wait.
    device.backOffice.mode = 'busy';
    await scanAndSave(controller, 'V0007&Roux#Ana#Umbrella');
    await settled(controller);
    device.backOffice.mode = 'up';
    await controller.sync({ isUserRequested: true });
    await settled(controller);
    expect(device.backOffice.saveCalls).toBe(calls + 3);
    expect(controller.getSnapshot().state?.contacts.every((contact) => contact.isSync)).toBe(true);
  });

  it('while offline no call is made; reopening online sends what was left', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.isOnline = false;
    await scanAndSave(controller, 'V0003');
    await settled(controller);
    expect(device.backOffice.saveCalls).toBe(0);
    // Scanning offline is the normal case at a show: no popup for each scan.
    expect(device.notices).toEqual([]);

    device.isOnline = true;
    const reopened = await device.open();
    await settled(reopened);
    expect(reopened.getSnapshot().state?.contacts[0]).toMatchObject({ code: 'V0003', isSync: true });
  });

  it('contacts the back office refuses stay unsynchronised and the user is told how many', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.isOnline = false;
    await scanAndSave(controller, 'V0004');
    await scanAndSave(controller, 'V0005');
    device.isOnline = true;
    device.backOffice.refuse.add('V0005');
    await controller.sync({ isUserRequested: true });
    await settled(controller);
    const byCode = new Map(
      controller.getSnapshot().state?.contacts.map((contact) => [contact.code, contact]),
    );
    expect(byCode.get('V0004')?.isSync).toBe(true);
    expect(byCode.get('V0005')?.isSync).toBe(false);
    expect(device.notices).toContainEqual({ message: 'contactsNotSaved', count: 1 });
  });

  it('a user-requested sync that fails says so', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.isOnline = false;
    await scanAndSave(controller, 'V0006');
    await controller.sync({ isUserRequested: true });
    await settled(controller);
    expect(device.notices).toContainEqual({ message: 'genericError' });
  });

  it('camera refusals and unreadable badges give their messages and open no form', async () => {
    const device = newDevice();
    const controller = await registered(device);
    await controller.scanEnded({ kind: 'denied' });
    await controller.scanEnded({ kind: 'error', reason: 'no camera' });
    await controller.scanEnded({ kind: 'decoded', text: '' });
    await controller.scanEnded({ kind: 'decoded', text: 'https://example.com/not-a-badge' });
    expect(device.notices.map((notice) => notice.message)).toEqual([
      'scanDenied',
      'scanError',
      'badgeScanWithoutResult',
      'invalidVisitorBadge',
    ]);
    expect(controller.getSnapshot().state?.screen).toBe('list');
    expect(controller.getSnapshot().lastScan?.result).toEqual({ ok: false, error: 'invalidBadge' });
  });

  it('reads a signed badge with the show key into the form', async () => {
    const keys = await generateBadgeKeyPair();
    const text = await signBadge(
      {
        code: 'S-100',
        firstName: 'Lea',
        lastName: 'Roux',
        organizationName: 'Umbrella',
        email: 'lea@umbrella.fr',
        role: 'CTO',
        showId: 'show',
        issuedAt: NOW,
      },
      keys.privateKey,
    );
    const device = newDevice();
    const controller = await registered(device);
    device.badgeOptions = { publicKey: keys.publicKey, showId: 'show' };
    await controller.dispatch({ type: 'scan', now: NOW });
    await controller.scanEnded({ kind: 'decoded', text });
    expect(controller.getSnapshot().state?.form).toMatchObject({
      code: 'S-100',
      isNew: true,
      badgeValues: { Prenom: 'Lea', Nom: 'Roux', Societe: 'Umbrella' },
    });
    // The same badge for another show is refused.
    await controller.dispatch({ type: 'closeForm' });
    device.badgeOptions = { publicKey: keys.publicKey, showId: 'other-show' };
    await controller.scanEnded({ kind: 'decoded', text });
    expect(controller.getSnapshot().state?.form).toBeNull();
    expect(device.notices).toContainEqual({ message: 'invalidVisitorBadge' });
  });

  it('a licence reset sends what it can, then forgets the context and the contacts', async () => {
    const device = newDevice();
    const controller = await registered(device);
    device.isOnline = false;
    await scanAndSave(controller, 'V0007');
    device.isOnline = true;
    await controller.resetLicence();
    expect(device.backOffice.saved.has('V0007')).toBe(true);
    const reopened = (await device.open()).getSnapshot().state;
    expect(reopened?.screen).toBe('licence');
    expect(reopened?.contacts).toEqual([]);
    expect(reopened?.context).toBeNull();
  });
});

describe('a contact photo on the device', () => {
  const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });

  async function reopenForm(controller: LeadCaptureController, text: string): Promise<void> {
    await controller.dispatch({ type: 'scan', now: NOW });
    await controller.scanEnded({ kind: 'decoded', text });
    expect(controller.getSnapshot().state?.screen).toBe('form');
  }

  it('a new photo is stored with the contact, survives a reload, and the back office hears IsExistPhoto', async () => {
    const device = newDevice();
    const controller = await registered(device);
    await scanAndSave(controller, 'V0010&Durand#Anna#Globex');
    await settled(controller);
    expect(device.backOffice.saved.get('V0010')?.IsExistPhoto).toBe(false);

    await reopenForm(controller, 'V0010&Durand#Anna#Globex');
    device.backOffice.mode = 'unreachable';
    await controller.saveContact({}, { kind: 'new', id: 'photo-1', jpeg: jpeg('card') });
    await settled(controller);
    // Stored before any answer: unsynchronised, and the picture is on the device.
    expect(controller.getSnapshot().state?.contacts[0]).toMatchObject({ photoId: 'photo-1', isSync: false });
    const reopened = await device.open();
    expect(reopened.getSnapshot().state?.contacts[0]?.photoId).toBe('photo-1');
    expect(await (await reopened.loadPhoto('photo-1'))?.text()).toBe('card');

    device.backOffice.mode = 'up';
    await reopened.sync({ isUserRequested: true });
    await settled(reopened);
    expect(device.backOffice.saved.get('V0010')?.IsExistPhoto).toBe(true);
    expect(reopened.getSnapshot().state?.contacts[0]?.isSync).toBe(true);
  });

  it('a replaced photo deletes the old one; a removed photo is deleted and no longer announced', async () => {
    const device = newDevice();
    const controller = await registered(device);
    await controller.dispatch({ type: 'scan', now: NOW });
    await controller.scanEnded({ kind: 'decoded', text: 'V0011&Martin#Paul#Initech' });
    await controller.saveContact({}, { kind: 'new', id: 'photo-1', jpeg: jpeg('first') });
    await settled(controller);

    await reopenForm(controller, 'V0011&Martin#Paul#Initech');
    await controller.saveContact({}, { kind: 'new', id: 'photo-2', jpeg: jpeg('second') });
    await settled(controller);
    expect(await controller.loadPhoto('photo-1')).toBeNull();
    expect(await (await controller.loadPhoto('photo-2'))?.text()).toBe('second');

    await reopenForm(controller, 'V0011&Martin#Paul#Initech');
    await controller.saveContact({}, { kind: 'removed' });
    await settled(controller);
    expect(controller.getSnapshot().state?.contacts[0]?.photoId).toBeNull();
    expect(await controller.loadPhoto('photo-2')).toBeNull();
    expect(device.backOffice.saved.get('V0011')?.IsExistPhoto).toBe(false);
  });

  it('a licence reset deletes the photos with the contacts', async () => {
    const device = newDevice();
    const controller = await registered(device);
    await controller.dispatch({ type: 'scan', now: NOW });
    await controller.scanEnded({ kind: 'decoded', text: 'V0012&Roux#Lea#Acme' });
    await controller.saveContact({}, { kind: 'new', id: 'photo-1', jpeg: jpeg('card') });
    await settled(controller);
    await controller.dispatch({ type: 'openMenu' });
    await controller.resetLicence();
    expect(controller.getSnapshot().state?.contacts).toEqual([]);
    expect(await controller.loadPhoto('photo-1')).toBeNull();
  });
});
