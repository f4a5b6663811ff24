import { describe, expect, it } from 'vitest';
import {
  checkpointUserName,
  readScannedLicence,
  sanitizeUserName,
  validateLicenceScreen,
} from './licence.js';

describe('licence screen', () => {
  it('shows one combined message when both fields are empty', () => {
    expect(validateLicenceScreen({ userName: ' ', licence: '' })).toEqual({
      ok: false,
      message: 'userNameAndLicenceRequired',
    });
  });

  it('names the one empty field', () => {
    expect(validateLicenceScreen({ userName: '', licence: 'ABCDE12345' })).toEqual({
      ok: false,
      message: 'userNameRequired',
    });
    expect(validateLicenceScreen({ userName: 'anna', licence: '' })).toEqual({
      ok: false,
      message: 'licenceRequired',
    });
  });

  it('accepts 10 letters or digits only', () => {
    expect(validateLicenceScreen({ userName: 'anna', licence: 'ABCDE12345' })).toEqual({
      ok: true,
      userName: 'anna',
      licence: 'ABCDE12345',
    });
    expect(validateLicenceScreen({ userName: 'anna', licence: 'ABCDE1234' }).ok).toBe(false);
    expect(validateLicenceScreen({ userName: 'anna', licence: 'ABCDE-1234' }).ok).toBe(false);
  });
});

describe('user name', () => {
  it('keeps letters and digits and warns while the value would be altered', () => {
    expect(sanitizeUserName('anna.b 2')).toEqual({ value: 'annab2', wouldBeAltered: true });
    expect(sanitizeUserName('annab2')).toEqual({ value: 'annab2', wouldBeAltered: false });
  });
});

describe('scanned licence', () => {
  it('accepts a licence QR code', () => {
    expect(readScannedLicence('ABCDE12345')).toEqual({ ok: true, licence: 'ABCDE12345' });
  });

  it("warns 'crypted badge' for an encrypted badge or any other text", () => {
    expect(readScannedLicence('#ABCDE1234')).toEqual({ ok: false, warning: 'cryptedBadge' });
    expect(readScannedLicence('V123&Anna#Pix')).toEqual({ ok: false, warning: 'cryptedBadge' });
  });
});

describe('checkpoint user name', () => {
  it('appends 3 characters of the device name and of the device id', () => {
    expect(checkpointUserName('anna', 'Pixel 8', 'f3a9-77')).toBe('annaPixf3a');
    expect(checkpointUserName('anna', 'Mi', '7')).toBe('annaMi7');
  });
});
