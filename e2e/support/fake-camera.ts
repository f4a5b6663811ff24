import { renameSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A fake camera for Chromium: a YUV4MPEG2 (.y4m) video of one QR code, written without ffmpeg.
 * Chromium plays it in a loop as the camera with `fakeCameraArgs(file)`, and qr-scanner reads it as
 * it would read a badge held up to a phone.
 */

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
/**
 * Share of the frame's height the code covers. qr-scanner reads only the central square of two thirds
 * of the frame, so a code filling the frame would be cut, as a badge held too close to a phone is.
 */
const QR_SHARE = 0.5;

/** Luma of each pixel: the QR code, centred on white (which is also its quiet zone). */
function lumaPlane(text: string): Uint8Array {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.max(1, Math.floor((Math.min(WIDTH, HEIGHT) * QR_SHARE) / size));
  const offsetX = Math.floor((WIDTH - size * scale) / 2);
  const offsetY = Math.floor((HEIGHT - size * scale) / 2);
  const plane = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offsetY + row * scale + y) * WIDTH + offsetX + column * scale;
        plane.fill(16, start, start + scale);
      }
    }
  }
  return plane;
}

/** The .y4m bytes of a video showing `text` as a QR code: 4:2:0, grey chroma, 5 frames at 10 fps. */
export function qrVideo(text: string): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const luma = lumaPlane(text);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** Writes the video of `text` to `file` and returns the Chromium arguments that make it the camera. */
export function fakeCameraArgs(file: string, text: string): string[] {
  writeFileSync(file, qrVideo(text));
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/**
 * A fake camera whose picture can change between scans. Chromium takes the video file once per
 * launch but reads it again each time a capture starts, and the app releases the camera after every
 * scan: so `show(text)` before a scan makes that scan see `text`, in the same browser.
 */
export class FakeCamera {
  constructor(
    readonly file: string,
    initialText = 'showfloor',
  ) {
    this.show(initialText);
  }

  /** Puts `text` in front of the camera; the file is replaced whole, so a capture never reads half of it. */
  show(text: string): void {
    const next = `${this.file}.next`;
    writeFileSync(next, qrVideo(text));
    renameSync(next, this.file);
  }

  /** The Chromium arguments that make this file the camera. */
  args(): string[] {
    return [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${this.file}`,
    ];
  }
}
