import jsQRModule from 'jsqr';

// jsqr is CommonJS typed with `export default`: under NodeNext the default import is the module
// object, whose `default` is the function (the package sets both).
const jsQR = jsQRModule.default;

/** Pixels per QR module in the raster handed to the decoder. */
const SCALE = 4;

/**
 * Reads back the text of a QR code drawn as SVG by the `qrcode` package: its dark modules are one
 * stroked path of horizontal runs (`M x y.5 h n m dx dy h n …`). The path is rasterised, then
 * decoded by jsQR, an independent decoder, so a test proves what a phone camera would read.
 */
export function readQrSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]*" d="([^"]+)"/.exec(svg)?.[1];
  if (!Number.isInteger(size) || path === undefined) return undefined;
  const dark = new Set<number>();
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const [a = 0, b = 0] = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (command === 'M') [x, y] = [a, b];
    else if (command === 'm') [x, y] = [x + a, y + b];
    else {
      const end = command === 'h' ? x + a : a;
      for (let column = x; column < end; column += 1) dark.add(Math.floor(y) * size + column);
      x = end;
    }
  }
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      if (!dark.has(Math.floor(py / SCALE) * size + Math.floor(px / SCALE))) continue;
      const offset = (py * width + px) * 4;
      pixels[offset] = 0;
      pixels[offset + 1] = 0;
      pixels[offset + 2] = 0;
    }
  }
  return jsQR(pixels, width, width)?.data;
}
