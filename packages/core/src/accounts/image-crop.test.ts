import { describe, expect, it } from 'vitest';
import { canCrop, initialCrop, loadedSize, moveCrop, pixelCrop, resizeCrop } from './image-crop.js';

describe('image crop', () => {
  it('loads pictures at most 900×900, keeping their shape, never enlarging', () => {
    expect(loadedSize({ width: 3000, height: 2000 })).toEqual({ width: 900, height: 600 });
    expect(loadedSize({ width: 1000, height: 2000 })).toEqual({ width: 450, height: 900 });
    expect(loadedSize({ width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
  });

  it('opens a centred frame 300 wide at the 0.85 ratio', () => {
    const crop = initialCrop({ width: 900, height: 600 });
    expect(crop.width).toBe(300);
    expect(crop.height).toBeCloseTo(300 / 0.85);
    expect(crop.x).toBe(300);
    expect(crop.y).toBeCloseTo((600 - 300 / 0.85) / 2);
  });

  it('opens a smaller frame on a small picture', () => {
    const crop = initialCrop({ width: 200, height: 150 });
    expect(crop.height).toBe(150);
    expect(crop.width).toBeCloseTo(127.5);
  });

  it('keeps the frame inside the picture when moved', () => {
    const image = { width: 900, height: 600 };
    const crop = moveCrop(initialCrop(image), 10_000, -10_000, image);
    expect(crop.x + crop.width).toBeCloseTo(900);
    expect(crop.y).toBe(0);
  });

  it('never shrinks below 100×100 nor grows past the picture', () => {
    const image = { width: 900, height: 600 };
    const small = resizeCrop(initialCrop(image), -1000, image);
    expect(small.width).toBe(100);
    expect(small.height).toBeGreaterThanOrEqual(100);
    const large = resizeCrop(initialCrop(image), 1000, image);
    expect(large.height).toBeCloseTo(600);
    expect(large.x).toBeGreaterThanOrEqual(0);
    expect(large.x + large.width).toBeLessThanOrEqual(900);
  });

  it('refuses pictures too small for the smallest frame', () => {
    expect(canCrop({ width: 90, height: 400 })).toBe(false);
    expect(canCrop({ width: 300, height: 80 })).toBe(false);
    expect(canCrop({ width: 120, height: 150 })).toBe(true);
    expect(pixelCrop({ x: 1.4, y: 2.6, width: 99.5, height: 117.2 })).toEqual({
      x: 1,
      y: 3,
      width: 100,
      height: 117,
    });
  });
});
