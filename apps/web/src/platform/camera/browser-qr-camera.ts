import QrScanner from 'qr-scanner';
import type { QrCamera, QrScanOutcome, QrScanRequest } from './qr-camera.js';

/** Errors getUserMedia raises when the camera is refused rather than missing or broken. */
const DENIED_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

function outcomeOfStartError(error: unknown): QrScanOutcome {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (DENIED_ERRORS.has(name)) return { kind: 'denied' };
  // qr-scanner rejects with plain strings for a missing camera or an insecure page.
  const reason = error instanceof Error ? error.message : String(error);
  return /denied|not allowed|permission/i.test(reason) ? { kind: 'denied' } : { kind: 'error', reason };
}

/**
 * The camera through qr-scanner, which decodes in a worker and works where BarcodeDetector is missing
 * (Linux Chromium), including with a fake camera fed from a video file.
 */
export class BrowserQrCamera implements QrCamera {
  private prepared: Promise<void> | undefined;

  prepare(): Promise<void> {
    this.prepared ??= QrScanner.createQrEngine()
      .then((engine) => {
        // Only the loaded decoder module is wanted; the scanner starts its own worker.
        if (engine instanceof Worker) engine.terminate();
      })
      .catch(() => {
        // Offline before the decoder was ever loaded: the scan will report its error then.
        this.prepared = undefined;
      });
    return this.prepared;
  }

  scan({ preview, signal }: QrScanRequest): Promise<QrScanOutcome> {
    return new Promise<QrScanOutcome>((resolve) => {
      let isSettled = false;
      const scanner = new QrScanner(
        preview,
        (result) => {
          // A blank QR code decodes to '': let the caller tell it apart as a scan without result.
          settle({ kind: 'decoded', text: result.data });
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 },
      );
      const onAbort = () => settle({ kind: 'cancelled' });
      function settle(outcome: QrScanOutcome): void {
        if (isSettled) return;
        isSettled = true;
        signal.removeEventListener('abort', onAbort);
        // Stopping releases the camera at once, so its light goes off as the viewfinder closes.
        scanner.stop();
        scanner.destroy();
        resolve(outcome);
      }
      if (signal.aborted) {
        settle({ kind: 'cancelled' });
        return;
      }
      signal.addEventListener('abort', onAbort);
      scanner.start().catch((error: unknown) => settle(outcomeOfStartError(error)));
    });
  }
}
