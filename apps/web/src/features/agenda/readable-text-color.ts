/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
function luminance(hex: string): number {
  const digits =
    hex.length === 4
      ? [...hex.slice(1)].map((digit) => digit + digit)
      : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(first: number, second: number): number {
  const [light, dark] = first > second ? [first, second] : [second, first];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever reads better on an event's colour: the organiser picks the colour, so
 * the text adapts to keep the block legible (WCAG AA asks 4.5:1 for this text size).
 * `background` is a valid #rgb or #rrggbb colour (eventColor guarantees it).
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const value = luminance(background);
  return contrast(value, 0) >= contrast(value, 1) ? '#000000' : '#ffffff';
}
