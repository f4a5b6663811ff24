import { createHash } from 'node:crypto';
import {
  fitWithin,
  ITEM_IMAGE_BOXES,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_MAX_INPUT_PIXELS,
  type ItemImageKind,
  imageFormatOf,
} from '@showfloor/core';
import sharp from 'sharp';
import type { AssetInput } from '../catalog/index.js';

/** WebP keeps a logo's transparency and weighs less than PNG; quality 85 shows no loss at this size. */
const STORED_FORMAT = { contentType: 'image/webp', extension: 'webp', quality: 85 } as const;

/** Hex digits of the content hash in a stored image's name: 80 bits, no collision in a show's life. */
const NAME_HASH_DIGITS = 20;

/** An image checked, resized and re-encoded, ready to be stored as an asset. */
export interface PreparedImage {
  asset: AssetInput & { body: Uint8Array };
  width: number;
  height: number;
}

/** Why an image was refused: the HTTP status it answers, and the reason in words. */
export interface ImageRefusal {
  status: 400 | 413 | 415;
  reason: string;
}

export function isImageRefusal(value: PreparedImage | ImageRefusal): value is ImageRefusal {
  return 'reason' in value;
}

/**
 * Checks an image by its bytes (PNG, JPEG or WebP, 5 MB at most), decodes it whole, shrinks it to
 * fit its kind's box (never enlarged) and re-encodes it as WebP, its metadata dropped. The asset's
 * path holds its content hash (`logos/<hash>.webp`), so a new image never overwrites the file a
 * published version names: each version keeps showing the image it was published with.
 */
export async function prepareItemImage(
  bytes: Uint8Array,
  kind: ItemImageKind,
): Promise<PreparedImage | ImageRefusal> {
  if (bytes.byteLength > ITEM_IMAGE_MAX_BYTES) {
    return { status: 413, reason: `the image is larger than ${ITEM_IMAGE_MAX_BYTES / 1024 / 1024} MB` };
  }
  if (imageFormatOf(bytes) === undefined) {
    return { status: 415, reason: 'not a PNG, JPEG or WebP image' };
  }
  const box = ITEM_IMAGE_BOXES[kind];
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than stored half grey.
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: ITEM_IMAGE_MAX_INPUT_PIXELS });
    const metadata = await input.metadata();
    // A photo taken sideways is turned as its EXIF says before its size is fitted.
    const isTurned = (metadata.orientation ?? 1) >= 5;
    const width = isTurned ? metadata.height : metadata.width;
    const height = isTurned ? metadata.width : metadata.height;
    const size = fitWithin(width, height, box);
    const { data, info } = await input
      .rotate()
      .resize(size.width, size.height, { fit: 'fill' })
      .webp({ quality: STORED_FORMAT.quality })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, NAME_HASH_DIGITS);
    return {
      asset: {
        path: `${kind}s/${hash}.${STORED_FORMAT.extension}`,
        contentType: STORED_FORMAT.contentType,
        body: new Uint8Array(data),
      },
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { status: 400, reason: `the image cannot be read (${detail})` };
  }
}
