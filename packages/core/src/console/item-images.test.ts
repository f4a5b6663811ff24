import { describe, expect, it } from 'vitest';
import { fitWithin, ITEM_IMAGE_BOXES, imageFormatOf, itemImageFieldOf } from './item-images.js';

describe('item images', () => {
  it('shrinks a wide logo to the box, its ratio kept', () => {
    expect(fitWithin(2048, 1024, ITEM_IMAGE_BOXES.logo)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(600, 1200, ITEM_IMAGE_BOXES.photo)).toEqual({ width: 400, height: 800 });
  });

  it('never enlarges a small image, and keeps a thin one at least a pixel wide', () => {
    expect(fitWithin(120, 40, ITEM_IMAGE_BOXES.logo)).toEqual({ width: 120, height: 40 });
    expect(fitWithin(10_000, 3, ITEM_IMAGE_BOXES.logo)).toEqual({ width: 512, height: 1 });
  });

  it('knows PNG, JPEG and WebP by their bytes, and nothing else', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(imageFormatOf(png)).toBe('png');
    expect(imageFormatOf(jpeg)).toBe('jpeg');
    expect(imageFormatOf(webp)).toBe('webp');
    expect(imageFormatOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      undefined,
    );
    expect(imageFormatOf(new TextEncoder().encode('GIF89a'))).toBe(undefined);
    expect(imageFormatOf(new Uint8Array())).toBe(undefined);
  });

  it('names the image field of the types that have one', () => {
    expect(itemImageFieldOf('exhibitors')).toEqual({ field: 'logo_file_name', kind: 'logo' });
    expect(itemImageFieldOf('speakers')).toEqual({ field: 'photo', kind: 'photo' });
    expect(itemImageFieldOf('newproducts')).toEqual({ field: 'photo_file_name', kind: 'photo' });
    expect(itemImageFieldOf('events')).toBe(undefined);
  });
});
