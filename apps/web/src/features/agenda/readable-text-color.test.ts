import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color.js';

describe('readableTextColor (text on an event block)', () => {
  it('writes white on the default grey and on dark colours, black on light ones', () => {
    expect(readableTextColor('#404040')).toBe('#ffffff');
    expect(readableTextColor('#1f6fb2')).toBe('#ffffff');
    expect(readableTextColor('#ffeb3b')).toBe('#000000');
    expect(readableTextColor('#fff')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 contrast for any colour an organiser picks', () => {
    const channel = (text: string) => {
      const value = Number.parseInt(text, 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    const lum = (hex: string) =>
      0.2126 * channel(hex.slice(1, 3)) +
      0.7152 * channel(hex.slice(3, 5)) +
      0.0722 * channel(hex.slice(5, 7));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (rgb) => {
        const background = `#${rgb.toString(16).padStart(6, '0')}`;
        const text = readableTextColor(background);
        const [a, b] = [lum(background), lum(text)];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        // Mid-luminance colours cap at about 4.58:1 with the better of black and white.
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
