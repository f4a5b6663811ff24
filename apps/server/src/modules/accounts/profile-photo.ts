/** Spec core §9 and the brief: photos up to 2 MB, JPEG, PNG or WebP. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The image type read from the file's first bytes. The declared content type and the file name are
 * not trusted: a browser sends whatever the name suggests.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

export type PhotoCheck =
  | { ok: true; type: PhotoType }
  | { ok: false; reason: 'TOO_LARGE' | 'UNSUPPORTED_TYPE' | 'EMPTY'; message: string };

export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  if (bytes.length === 0) return { ok: false, reason: 'EMPTY', message: 'The photo is empty' };
  if (bytes.length > MAX_PHOTO_BYTES)
    return { ok: false, reason: 'TOO_LARGE', message: 'The photo is larger than 2 MB' };
  const type = sniffPhotoType(bytes);
  if (!type)
    return { ok: false, reason: 'UNSUPPORTED_TYPE', message: 'The photo must be a JPEG, PNG or WebP image' };
  return { ok: true, type };
}

const DATA_URL = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a `data:…;base64,` URL (what the app's cropper produces), or undefined. */
export function decodeDataUrl(value: string): Uint8Array | undefined {
  const match = DATA_URL.exec(value);
  if (!match) return undefined;
  return new Uint8Array(Buffer.from(match[1] ?? '', 'base64'));
}
