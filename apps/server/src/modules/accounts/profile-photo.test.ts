import { describe, expect, it } from 'vitest';
import { checkPhoto, decodeDataUrl, MAX_PHOTO_BYTES, sniffPhotoType } from './profile-photo.js';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const WEBP = [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')];

describe('profile photo checks', () => {
  it('recognises JPEG, PNG and WebP by their bytes, whatever the name says', () => {
    expect(sniffPhotoType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffPhotoType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('<svg/>'))).toBeUndefined();
    expect(
      sniffPhotoType(new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')])),
    ).toBeUndefined();
  });

  it('refuses empty, oversize and unsupported files with a reason', () => {
    expect(checkPhoto(new Uint8Array())).toMatchObject({ ok: false, reason: 'EMPTY' });
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    expect(checkPhoto(big)).toMatchObject({ ok: false, reason: 'TOO_LARGE' });
    const limit = new Uint8Array(MAX_PHOTO_BYTES);
    limit.set(JPEG);
    expect(checkPhoto(limit)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkPhoto(new TextEncoder().encode('GIF89a'))).toMatchObject({
      ok: false,
      reason: 'UNSUPPORTED_TYPE',
    });
  });

  it('decodes the cropper’s data URL and leaves other values alone', () => {
    const url = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    expect(decodeDataUrl(url)).toEqual(new Uint8Array(PNG));
    expect(decodeDataUrl('files/photos/abc')).toBeUndefined();
  });
});
