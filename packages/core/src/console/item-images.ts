import { z } from 'zod';
import type { PublishedDataType } from '../catalog/data-types.js';

/**
 * Logos and photos of catalog items (docs/console.md, "Catalog"): which field of a type holds its
 * image, how large an image may be sent and stored, and how it is fitted. The back office checks
 * and resizes; the console checks the size first so that a too large file is not sent at all.
 */

/** The largest image file an organiser may upload or a list's logo URL may answer: 5 MB. */
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The most pixels an image may declare: a small file that unpacks into gigabytes is refused. */
export const ITEM_IMAGE_MAX_INPUT_PIXELS = 40_000_000;

/** How long the back office waits for one logo of an exhibitor list, from its request to its last byte. */
export const LOGO_FETCH_TIMEOUT_MS = 10_000;

export type ItemImageKind = 'logo' | 'photo';

export interface ImageBox {
  width: number;
  height: number;
}

/** The box each kind of image is shrunk to fit in: the largest a detail sheet draws, at 2x. */
export const ITEM_IMAGE_BOXES: Readonly<Record<ItemImageKind, ImageBox>> = {
  logo: { width: 512, height: 512 },
  photo: { width: 800, height: 800 },
};

/** The field holding a type's image (docs/catalog-fields.md), and what kind of image it is. */
export interface ItemImageField {
  field: string;
  kind: ItemImageKind;
}

const IMAGE_FIELDS: Partial<Record<PublishedDataType, ItemImageField>> = {
  exhibitors: { field: 'logo_file_name', kind: 'logo' },
  services: { field: 'logo_file_name', kind: 'logo' },
  speakers: { field: 'photo', kind: 'photo' },
  newproducts: { field: 'photo_file_name', kind: 'photo' },
};

/** The image field of an item type, or undefined for a type without one. */
export function itemImageFieldOf(type: PublishedDataType): ItemImageField | undefined {
  return IMAGE_FIELDS[type];
}

/**
 * The size an image of `width` × `height` is stored at: within `box`, its ratio kept, never
 * enlarged (a small logo stays small and sharp), and never under one pixel on a side.
 */
export function fitWithin(width: number, height: number, box: ImageBox): ImageBox {
  const scale = Math.min(1, box.width / width, box.height / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * The format of an image from its first bytes (its signature), whatever its name or declared type
 * says; undefined for anything but PNG, JPEG and WebP.
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF, then the chunk size, then WEBP.
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** The query of an image upload: the moment the item was read, as for any edit. */
export const consoleItemImageQuerySchema = z.object({ updatedAt: z.string().min(1).max(40) });
export type ConsoleItemImageQuery = z.infer<typeof consoleItemImageQuerySchema>;
