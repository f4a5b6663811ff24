import { describe, expect, it } from 'vitest';
import type { LeadContact, LeadContext } from './lead-contact.js';
import { buildSaveContactsRequest, visitorToSave } from './save-contacts-request.js';

const context: LeadContext = {
  licence: 'ABCDE12345',
  userName: 'anna',
  checkpointUserName: 'annaWebabc',
  instance: 'SHOW2026',
  exhibitorId: 42,
  exhibitorName: 'Acme',
  eventDateBegin: Date.UTC(2026, 10, 21),
  eventDateEnd: Date.UTC(2026, 10, 23),
  eventId: 7,
  eventName: 'Salon 2026',
  checkPointId: 9,
  formFields: [],
};

const contact = (code: string, photoId: string | null, isSync = false): LeadContact => ({
  code,
  guid: `guid-${code}`,
  history: [Date.UTC(2026, 10, 22, 10)],
  isSync,
  lastSync: null,
  values: {},
  photoId,
});

describe('the save-contacts request and the photo', () => {
  it('says IsExistPhoto true for contacts with a photo and false for the others', () => {
    const request = buildSaveContactsRequest(context, 'device-1', [
      contact('V1', 'photo-1'),
      contact('V2', null),
    ]);
    expect(
      request?.visitorToSaveList.map(({ VisitorToSave }) => [VisitorToSave.CAB, VisitorToSave.IsExistPhoto]),
    ).toEqual([
      ['V1', true],
      ['V2', false],
    ]);
  });

  it('never sends the picture itself, only the flag', () => {
    const visitor = visitorToSave(context, contact('V1', 'photo-1'));
    expect(JSON.stringify(visitor)).not.toContain('photo-1');
    expect(visitor.IsExistVoiceMessage).toBe(false);
  });

  it('a row stored before photos existed (no photoId) counts as without a photo', () => {
    const { photoId: _none, ...older } = contact('V1', null);
    expect(visitorToSave(context, older as LeadContact).IsExistPhoto).toBe(false);
  });

  it('sends a synchronised contact with a photo no more than any other synchronised contact', () => {
    expect(buildSaveContactsRequest(context, 'device-1', [contact('V1', 'photo-1', true)])).toBeNull();
  });
});
