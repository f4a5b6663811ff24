import type { QrCamera, QrScanOutcome, QrScanRequest } from './qr-camera.js';

/** A camera for tests: each scan returns the next queued outcome, or waits until one is queued. */
export class MemoryQrCamera implements QrCamera {
  private readonly queued: QrScanOutcome[] = [];
  private waiting: ((outcome: QrScanOutcome) => void) | undefined;

  prepare(): Promise<void> {
    return Promise.resolve();
  }

  /** Shows the camera a QR code holding `text`. */
  showQr(text: string): void {
    this.push({ kind: 'decoded', text });
  }

  push(outcome: QrScanOutcome): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting(outcome);
    } else {
      this.queued.push(outcome);
    }
  }

  scan({ signal }: Pick<QrScanRequest, 'signal'>): Promise<QrScanOutcome> {
    const next = this.queued.shift();
    if (next) return Promise.resolve(next);
    return new Promise((resolve) => {
      if (signal.aborted) return resolve({ kind: 'cancelled' });
      signal.addEventListener('abort', () => resolve({ kind: 'cancelled' }), { once: true });
      this.waiting = resolve;
    });
  }
}
